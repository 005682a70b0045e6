package storagerules;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A Cloud Storage rules runtime for the Firebase Storage emulator, built on Google's own rules
 * engine (shipped inside the Cloud SDK's Firestore emulator JAR). firebase-tools starts it as
 * {@code java -jar <runtime.jar> serve} and speaks newline-delimited JSON with it: {@code
 * load_ruleset} and {@code verify} requests come in on stdin; answers, and the {@code
 * fetch_firestore_document} requests that {@code firestore.get/exists} need, go out on stdout.
 *
 * <p>Requests are read on the main thread. Rulesets compile there, in order; each verify request
 * is evaluated on a worker thread, so that one waiting for a Firestore document never holds up the
 * others.
 */
public final class StorageRulesRuntime {

  private final Channel channel;
  private final Rulesets rulesets = new Rulesets();
  private final ExecutorService workers =
      Executors.newCachedThreadPool(
          task -> {
            Thread thread = new Thread(task, "storage-rules-verify");
            thread.setDaemon(true);
            return thread;
          });

  /** The Firestore lookups of the verify requests still being evaluated, by request id. */
  private final Map<String, FirestoreLookups> inProgress = new ConcurrentHashMap<>();

  private StorageRulesRuntime(Channel channel) {
    this.channel = channel;
  }

  public static void main(String[] args) throws IOException {
    Channel channel = Channel.toStandardOutput();
    // Only protocol lines may reach stdout: anything a library prints goes to stderr instead.
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8));

    StorageRulesRuntime runtime = new StorageRulesRuntime(channel);
    channel.send(Answers.started());
    runtime.serve(
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16));
  }

  /** Handles requests until the emulator closes stdin. */
  private void serve(BufferedReader in) throws IOException {
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) {
        continue;
      }
      try {
        handle(JsonParser.parseString(line).getAsJsonObject());
      } catch (RuntimeException e) {
        // A malformed message must not stop the runtime: the emulator would hang on every request.
        warn("ignored a malformed message: " + e);
      }
    }
    workers.shutdownNow();
  }

  private void handle(JsonObject message) {
    JsonElement id = message.get("id");
    if (id == null || id.isJsonNull()) {
      warn("ignored a message without id");
      return;
    }
    JsonElement action = message.get("action");
    if (action == null) {
      // No action: firebase-tools' answer to one of our fetch_firestore_document requests.
      FirestoreLookups lookups = inProgress.get(id.toString());
      if (lookups == null) {
        warn("ignored a document for request " + id + ", which is not waiting for one");
      } else {
        lookups.onDocument(message);
      }
      return;
    }

    JsonObject context =
        message.has("context") && message.get("context").isJsonObject()
            ? message.getAsJsonObject("context")
            : new JsonObject();
    switch (action.getAsString()) {
      case "load_ruleset":
        channel.send(rulesets.load(id, context));
        break;
      case "verify":
        startVerification(id, context);
        break;
      default:
        channel.send(Answers.failed(id, "unsupported action: " + action.getAsString()));
    }
  }

  private void startVerification(JsonElement id, JsonObject context) {
    String key = id.toString();
    FirestoreLookups lookups =
        new FirestoreLookups(id, channel, workers, () -> inProgress.remove(key));
    if (inProgress.putIfAbsent(key, lookups) != null) {
      channel.send(Answers.failed(id, "request id " + key + " is already being verified"));
      return;
    }
    workers.execute(new Verification(context, rulesets, lookups, workers));
  }

  static void warn(String message) {
    System.err.println("storage rules runtime: " + message);
  }
}
