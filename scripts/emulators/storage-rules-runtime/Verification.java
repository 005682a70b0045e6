package storagerules;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.util.Arrays;
import java.util.concurrent.Executor;

/**
 * One verify request: context {rulesetName, path: "/b/<bucket>/o/<object>", method, variables:
 * {request, resource}}, the variables as protobuf-JSON ExpressionValues built by firebase-tools.
 */
final class Verification implements Runnable {

  private static final JsonFormat.Parser VALUES = JsonFormat.parser().ignoringUnknownFields();

  private final JsonObject context;
  private final Rulesets rulesets;
  private final FirestoreLookups lookups;
  private final Executor executor;

  Verification(JsonObject context, Rulesets rulesets, FirestoreLookups lookups, Executor executor) {
    this.context = context;
    this.rulesets = rulesets;
    this.lookups = lookups;
    this.executor = executor;
  }

  @Override
  public void run() {
    JsonElement id = lookups.requestId();
    Evaluator evaluator;
    RuleContext ruleContext;
    try {
      String rulesetName = context.get("rulesetName").getAsString();
      evaluator = rulesets.get(rulesetName);
      if (evaluator == null) {
        lookups.finish(Answers.failed(id, "no ruleset named " + rulesetName + " was loaded"));
        return;
      }
      JsonObject variables = context.getAsJsonObject("variables");
      ExpressionValue request = parseValue(variables.get("request"));
      if (!ExpressionValueUtils.isMap(request)) {
        throw new IllegalArgumentException("the request variable is not a map");
      }
      StorageRequestContext storageRequest =
          new StorageRequestContext(
              pathOf(context.get("path").getAsString()),
              request.getMapValue(),
              parseValue(variables.get("resource")),
              lookups);
      ruleContext = convert(context.get("method").getAsString(), storageRequest);
    } catch (RuntimeException | InvalidProtocolBufferException e) {
      lookups.finish(Answers.failed(id, "malformed verify request: " + e));
      return;
    }

    Futures.addCallback(
        evaluator.evaluate(ruleContext),
        new FutureCallback<EvaluationResult>() {
          @Override
          public void onSuccess(EvaluationResult result) {
            lookups.finish(Answers.verdict(id, result.permit()));
          }

          @Override
          public void onFailure(Throwable error) {
            // An error while evaluating the rules denies the request, as in production.
            lookups.finish(
                error instanceof EvaluationException
                    ? Answers.verdict(id, false)
                    : Answers.failed(id, "the rules engine failed: " + error));
          }
        },
        executor);
  }

  private static RuleContext convert(String method, StorageRequestContext request) {
    switch (method) {
      case "get":
        return FirebaseStorageGetContextConverter.convert(request);
      case "list":
        return FirebaseStorageListContextConverter.convert(request);
      case "create":
        return FirebaseStorageCreateContextConverter.convert(request);
      case "update":
        return FirebaseStorageUpdateContextConverter.convert(request);
      case "delete":
        return FirebaseStorageDeleteContextConverter.convert(request);
      default:
        throw new IllegalArgumentException("unsupported method: " + method);
    }
  }

  /** "/b/<bucket>/o/<object name>" as path segments; an object name's slashes separate them. */
  private static ExpressionPathValue pathOf(String path) {
    return ExpressionValueUtils.segmentsToPathExpressions(
            Arrays.stream(path.split("/")).filter(segment -> !segment.isEmpty())::iterator)
        .getPathValue();
  }

  /** A variable firebase-tools left out is null, like a missing resource. */
  private static ExpressionValue parseValue(JsonElement json)
      throws InvalidProtocolBufferException {
    if (json == null || json.isJsonNull()) {
      return ExpressionValueUtils.NULL;
    }
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    VALUES.merge(json.toString(), value);
    return value.build();
  }
}
