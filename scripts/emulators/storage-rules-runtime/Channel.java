package storagerules;

import com.google.gson.JsonObject;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The runtime's stdout: one JSON message a line, one line at a time. */
final class Channel {

  private final OutputStream out;

  private Channel(OutputStream out) {
    this.out = out;
  }

  static Channel toStandardOutput() {
    return new Channel(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16));
  }

  /**
   * Writes the message as one whole line. Lines may reach firebase-tools together or in pieces:
   * its reader, patched by patches/firebase-tools+14.27.0.patch, splits them on newlines.
   */
  synchronized void send(JsonObject message) {
    try {
      out.write((message + "\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException("the emulator no longer reads the rules runtime", e);
    }
  }
}
