import type { Plugin } from 'vite'
export function sitemapXml(siteUrl: string, paths: readonly string[]): string
export function robotsTxt(siteUrl: string): string
export function siteFilesPlugin(siteUrl: string, paths: readonly string[]): Plugin
