import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Stand-in for the Cloud Storage rules runtime that the Firebase Storage emulator starts as
 * {@code java -jar <runtime.jar> serve}.
 *
 * <p>It speaks the runtime's protocol (one JSON object per line on stdin and stdout) but evaluates
 * nothing: every ruleset loads as rules_version 2 and every request is permitted. storage.rules are
 * therefore NOT enforced while it is in use.
 */
public final class StorageRulesStandin {

  /** Long enough for the emulator to read each answer on its own, short enough to go unnoticed. */
  private static final long ANSWER_GAP_MS = 15;

  private StorageRulesStandin() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
    OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 12);

    send(out, "{\"id\":-1,\"status\":\"ok\",\"errors\":[],\"warnings\":[]}");

    // The emulator closes stdin when it stops: end of input means exit.
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) {
        continue;
      }
      Request request = new Request();
      try {
        new JsonScanner(line).readTopLevel(request);
      } catch (IllegalArgumentException e) {
        if (request.id == null) {
          System.err.println("storage rules stand-in: ignored a request: " + e.getMessage());
          continue;
        }
        send(out, failure(request.id, "malformed request: " + e.getMessage()));
        continue;
      }
      if (request.id == null) {
        System.err.println("storage rules stand-in: ignored a request without id");
        continue;
      }
      send(out, answer(request));
    }
  }

  private static String answer(Request request) {
    String action = request.action == null ? "" : request.action;
    switch (action) {
      case "load_ruleset":
        return success(request.id, "{\"rulesVersion\":2}");
      case "verify":
        return success(request.id, "{\"permit\":true}");
      default:
        return failure(request.id, "unsupported action: " + action);
    }
  }

  private static String success(String id, String result) {
    return "{\"id\":" + id + ",\"status\":\"ok\",\"result\":" + result
        + ",\"errors\":[],\"warnings\":[]}";
  }

  private static String failure(String id, String message) {
    return "{\"id\":" + id + ",\"status\":\"ok\",\"errors\":[" + quote(message)
        + "],\"warnings\":[]}";
  }

  /**
   * Writes one whole line at once, so that the reader never sees half an answer, then pauses a
   * moment: firebase-tools parses each chunk it reads as one JSON answer, so two answers arriving
   * in one chunk would both be lost and their uploads would hang.
   */
  private static void send(OutputStream out, String json) throws IOException {
    out.write((json + "\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
    try {
      Thread.sleep(ANSWER_GAP_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static String quote(String text) {
    StringBuilder quoted = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        quoted.append('\\').append(c);
      } else if (c < 0x20) {
        quoted.append(String.format("\\u%04x", (int) c));
      } else {
        quoted.append(c);
      }
    }
    return quoted.append('"').toString();
  }

  /** The two top-level fields the stand-in needs; everything else is skipped. */
  private static final class Request {
    /** The id exactly as it was written (a JSON number or string), echoed back verbatim. */
    String id;

    String action;
  }

  /**
   * Reads the top level of one JSON object in any field order. Nested values are skipped without
   * recursion, so deep or large requests cost no stack.
   */
  private static final class JsonScanner {
    private final String text;
    private int pos;

    JsonScanner(String text) {
      this.text = text;
    }

    void readTopLevel(Request request) {
      skipWhitespace();
      expect('{');
      skipWhitespace();
      if (peek() == '}') {
        return;
      }
      while (true) {
        skipWhitespace();
        String key = readString();
        skipWhitespace();
        expect(':');
        skipWhitespace();
        if (key.equals("id")) {
          request.id = readScalarToken();
        } else if (key.equals("action") && peek() == '"') {
          request.action = readString();
        } else {
          skipValue();
        }
        skipWhitespace();
        char next = next();
        if (next == '}') {
          return;
        }
        if (next != ',') {
          throw error("expected ',' or '}'");
        }
      }
    }

    /** A number or string value, returned as its raw JSON text. */
    private String readScalarToken() {
      int start = pos;
      if (peek() == '"') {
        skipString();
      } else {
        while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
          pos++;
        }
        if (pos == start) {
          throw error("id must be a number or a string");
        }
      }
      return text.substring(start, pos);
    }

    private void skipValue() {
      char c = peek();
      if (c == '"') {
        skipString();
      } else if (c == '{' || c == '[') {
        skipComposite();
      } else {
        int start = pos;
        while (pos < text.length() && ",}] \t\r\n".indexOf(text.charAt(pos)) < 0) {
          pos++;
        }
        if (pos == start) {
          throw error("value expected");
        }
      }
    }

    private void skipComposite() {
      int depth = 0;
      do {
        char c = peek();
        if (c == '"') {
          skipString();
          continue;
        }
        pos++;
        if (c == '{' || c == '[') {
          depth++;
        } else if (c == '}' || c == ']') {
          depth--;
        }
      } while (depth > 0);
    }

    private void skipString() {
      expect('"');
      while (true) {
        char c = next();
        if (c == '"') {
          return;
        }
        if (c == '\\') {
          next();
        }
      }
    }

    /** JSON's one-letter escapes after a backslash, and the characters they stand for. */
    private static final String SIMPLE_ESCAPES = "bfnrt";
    private static final String SIMPLE_ESCAPED = "\b\f\n\r\t";

    private String readString() {
      expect('"');
      StringBuilder value = new StringBuilder();
      while (true) {
        char c = next();
        if (c == '"') {
          return value.toString();
        }
        if (c != '\\') {
          value.append(c);
          continue;
        }
        char escaped = next();
        int simple = SIMPLE_ESCAPES.indexOf(escaped);
        if (simple >= 0) {
          value.append(SIMPLE_ESCAPED.charAt(simple));
        } else if (escaped == 'u') {
          if (pos + 4 > text.length()) {
            throw error("truncated \\u escape");
          }
          try {
            value.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
          } catch (NumberFormatException e) {
            throw error("bad \\u escape");
          }
          pos += 4;
        } else {
          value.append(escaped);
        }
      }
    }

    private void skipWhitespace() {
      while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
        pos++;
      }
    }

    private void expect(char expected) {
      if (next() != expected) {
        throw error("expected '" + expected + "'");
      }
    }

    private char peek() {
      if (pos >= text.length()) {
        throw error("unexpected end of line");
      }
      return text.charAt(pos);
    }

    private char next() {
      char c = peek();
      pos++;
      return c;
    }

    private IllegalArgumentException error(String message) {
      return new IllegalArgumentException(message + " at offset " + pos);
    }
  }
}
