package storagerules;

import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Turns firebase-tools' answer to a fetch_firestore_document request (the document as the
 * Firestore REST API gives it, or {@code status: "not_found"}) into what firestore.get and
 * firestore.exists return in storage.rules.
 */
final class FirestoreDocuments {

  private FirestoreDocuments() {}

  static boolean exists(JsonObject answer) {
    return "ok".equals(stringOrNull(answer, "status")) && answer.has("result");
  }

  /**
   * The document as a rules resource ({@code data}, {@code id}, {@code __name__}), like the
   * Firestore emulator builds it for get(); null when the document does not exist.
   */
  static ExpressionValue resource(JsonObject answer) {
    if (!exists(answer)) {
      return ExpressionValueUtils.NULL;
    }
    JsonObject document = answer.getAsJsonObject("result");
    List<String> path = pathOf(document.get("name").getAsString());
    ExpressionMapValue resource =
        ExpressionMapValue.newBuilder()
            .putFields("data", map(document.getAsJsonObject("fields")))
            .putFields("id", string(path.get(path.size() - 1)))
            .putFields("__name__", ExpressionValueUtils.segmentsToPathExpressions(path))
            .build();
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  /**
   * "projects/p/databases/(default)/documents/users/u" as the path segments rules see, from
   * "databases" on.
   */
  private static List<String> pathOf(String resourceName) {
    List<String> segments = Arrays.asList(resourceName.split("/"));
    int start = segments.indexOf("databases");
    if (start < 0 || segments.size() < start + 4) {
      throw new IllegalArgumentException("not a Firestore document name: " + resourceName);
    }
    return segments.subList(start, segments.size());
  }

  /** A REST {@code fields} object (absent for an empty document or map). */
  private static ExpressionValue map(JsonObject fields) {
    ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
    if (fields != null) {
      for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
        map.putFields(field.getKey(), value(field.getValue().getAsJsonObject()));
      }
    }
    return ExpressionValue.newBuilder().setMapValue(map).build();
  }

  /** One REST {@code Value}: an object with a single {@code <type>Value} member. */
  private static ExpressionValue value(JsonObject value) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    if (value.has("nullValue")) {
      return out.setNullValue(NullValue.NULL_VALUE).build();
    }
    if (value.has("booleanValue")) {
      return out.setBoolValue(value.get("booleanValue").getAsBoolean()).build();
    }
    if (value.has("integerValue")) {
      // int64 travels as a JSON string.
      return out.setIntValue(Long.parseLong(value.get("integerValue").getAsString())).build();
    }
    if (value.has("doubleValue")) {
      // NaN and the infinities travel as strings, which getAsDouble parses too.
      return out.setFloatValue(value.get("doubleValue").getAsDouble()).build();
    }
    if (value.has("stringValue")) {
      return string(value.get("stringValue").getAsString());
    }
    if (value.has("timestampValue")) {
      String timestamp = value.get("timestampValue").getAsString();
      return out.setTimestampValue(Timestamps.parseUnchecked(timestamp)).build();
    }
    if (value.has("bytesValue")) {
      byte[] bytes = Base64.getDecoder().decode(value.get("bytesValue").getAsString());
      return out.setBytesValue(ByteString.copyFrom(bytes)).build();
    }
    if (value.has("referenceValue")) {
      return ExpressionValueUtils.segmentsToPathExpressions(
          pathOf(value.get("referenceValue").getAsString()));
    }
    if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      return out.setLatlngValue(
              LatLng.newBuilder()
                  .setLatitude(numberOrZero(point, "latitude"))
                  .setLongitude(numberOrZero(point, "longitude")))
          .build();
    }
    if (value.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement item : array.getAsJsonArray("values")) {
          list.addValues(value(item.getAsJsonObject()));
        }
      }
      return out.setListValue(list).build();
    }
    if (value.has("mapValue")) {
      return map(value.getAsJsonObject("mapValue").getAsJsonObject("fields"));
    }
    throw new IllegalArgumentException("unsupported Firestore value: " + value);
  }

  private static ExpressionValue string(String text) {
    return ExpressionValue.newBuilder().setStringValue(text).build();
  }

  private static double numberOrZero(JsonObject object, String member) {
    return object.has(member) ? object.get(member).getAsDouble() : 0;
  }

  private static String stringOrNull(JsonObject object, String member) {
    JsonElement element = object.get(member);
    return element != null && element.isJsonPrimitive() ? element.getAsString() : null;
  }
}
