package storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.List;

/**
 * The messages the runtime writes. Every answer says {@code "status": "ok"}, failures included:
 * firebase-tools drops an answer with another status without ever resolving its request, and
 * reads failures from {@code errors} instead.
 */
final class Answers {

  private Answers() {}

  /** The line firebase-tools waits for after starting the runtime. */
  static JsonObject started() {
    return answer(new JsonPrimitive(-1), null, List.of(), List.of());
  }

  static JsonObject loaded(JsonElement id, int rulesVersion, List<String> warnings) {
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", rulesVersion);
    return answer(id, result, List.of(), warnings);
  }

  static JsonObject notLoaded(JsonElement id, List<String> errors, List<String> warnings) {
    return answer(id, null, errors, warnings);
  }

  static JsonObject verdict(JsonElement id, boolean permit) {
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    return answer(id, result, List.of(), List.of());
  }

  /** A request that could not be handled; firebase-tools logs the error and denies. */
  static JsonObject failed(JsonElement id, String error) {
    return answer(id, null, List.of("storage rules runtime: " + error), List.of());
  }

  /** Asks firebase-tools for a Firestore document on behalf of the verify request {@code id}. */
  static JsonObject fetchDocument(JsonElement id, String documentPath) {
    JsonObject context = new JsonObject();
    context.addProperty("path", documentPath);
    JsonObject message = new JsonObject();
    message.add("server_request_id", id);
    message.addProperty("action", "fetch_firestore_document");
    message.add("context", context);
    return message;
  }

  private static JsonObject answer(
      JsonElement id, JsonObject result, List<String> errors, List<String> warnings) {
    JsonObject message = new JsonObject();
    message.add("id", id);
    message.addProperty("status", "ok");
    if (result != null) {
      message.add("result", result);
    }
    message.add("errors", strings(errors));
    message.add("warnings", strings(warnings));
    return message;
  }

  private static JsonArray strings(List<String> values) {
    JsonArray array = new JsonArray();
    values.forEach(array::add);
    return array;
  }
}
