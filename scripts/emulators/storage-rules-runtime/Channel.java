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

  /**
   * firebase-tools parses each chunk it reads from stdout as one JSON message, so two lines read
   * together would both be lost: a short pause after each line keeps them apart.
   */
  private static final long GAP_MS = 15;

  private final OutputStream out;

  private Channel(OutputStream out) {
    this.out = out;
  }

  static Channel toStandardOutput() {
    return new Channel(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16));
  }

  /** Writes the message as one line; callers on other threads wait for the pause to end. */
  synchronized void send(JsonObject message) {
    try {
      out.write((message + "\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException("the emulator no longer reads the rules runtime", e);
    }
    try {
      Thread.sleep(GAP_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
