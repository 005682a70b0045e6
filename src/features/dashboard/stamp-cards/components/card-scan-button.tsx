import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect, useRef, useState } from 'react'
import { isCardCode, normalizeCardCode } from '@/lib/stamp-card/card'
import { COUNTER_TEXT } from '../texts'

// The browser's own QR reader (Chrome on Android has it): nothing downloaded. Where a browser
// lacks it the button is left out and the staff type the code.

interface DetectedCode {
  rawValue: string
}
interface QrDetector {
  detect: (source: HTMLVideoElement) => Promise<DetectedCode[]>
}
type QrDetectorClass = new (options: { formats: string[] }) => QrDetector

const detectorClass = (): QrDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector

/** How often the camera's picture is read. */
const READ_EVERY_MS = 250

/** 'Escanear QR': the phone's camera reads a card's QR code and hands over its code. */
export function CardScanButton({ onCode }: { onCode: (code: string) => void }) {
  const [scanning, setScanning] = useState(false)
  const [failed, setFailed] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const handOver = useRef(onCode)
  useEffect(() => {
    handOver.current = onCode
  }, [onCode])
  const Detector = detectorClass()

  useEffect(() => {
    if (!scanning || !Detector) return
    let stream: MediaStream | undefined
    let timer: number | undefined
    let active = true
    const detector = new Detector({ formats: ['qr_code'] })
    const read = async () => {
      const shown = video.current
      if (!active || !shown) return
      const found = (await detector.detect(shown).catch(() => [])).map((code) =>
        normalizeCardCode(code.rawValue),
      )
      const code = found.find(isCardCode)
      if (code && active) {
        setScanning(false)
        handOver.current(code)
      } else if (active) timer = window.setTimeout(() => void read(), READ_EVERY_MS)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (opened) => {
        stream = opened
        if (!active || !video.current) return
        video.current.srcObject = opened
        await video.current.play()
        void read()
      })
      .catch((error: unknown) => {
        console.error('No se pudo abrir la cámara', error)
        if (active) {
          setFailed(true)
          setScanning(false)
        }
      })
    return () => {
      active = false
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [scanning, Detector])

  if (!Detector) return null
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<QrCodeScannerIcon />}
        onClick={() => {
          setFailed(false)
          setScanning((now) => !now)
        }}
        sx={{ mt: 1 }}
      >
        {scanning ? COUNTER_TEXT.scanStop : COUNTER_TEXT.scan}
      </Button>
      {scanning && (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          sx={{ flexBasis: '100%', maxWidth: 360, borderRadius: 2, bgcolor: '#000' }}
        />
      )}
      {failed && (
        <Alert severity="warning" sx={{ flexBasis: '100%' }}>
          {COUNTER_TEXT.scanFailed}
        </Alert>
      )}
    </>
  )
}
