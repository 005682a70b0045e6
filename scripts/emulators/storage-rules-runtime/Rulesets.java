package storagerules;

import com.google.common.collect.ImmutableList;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Compiles the rulesets firebase-tools loads and keeps them by name for verify requests. */
final class Rulesets {

  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder()
              .allowTernaryOperator(true)
              // firestore.get/exists in storage.rules are cross-service calls.
              .allowCrossServiceRules(true)
              .build());

  private final Map<String, Evaluator> evaluators = new ConcurrentHashMap<>();

  /** Answers a load_ruleset request: context {rulesetName, source: {files: [{name, content}]}}. */
  JsonObject load(JsonElement id, JsonObject context) {
    String rulesetName;
    Source source;
    try {
      rulesetName = context.get("rulesetName").getAsString();
      source = toSource(context.getAsJsonObject("source"));
    } catch (RuntimeException e) {
      return Answers.failed(id, "malformed load_ruleset request: " + e);
    }

    CompileResult compiled;
    try {
      compiled = compiler.compile(source);
    } catch (RuntimeException e) {
      return Answers.failed(id, "the rules engine failed to compile the rules: " + e);
    }

    List<String> errors = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (Issue issue : compiled.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(describe(issue));
    }
    if (compiled.hasCompilationError() || errors.size() > 0) {
      if (errors.isEmpty()) {
        errors.add("storage rules runtime: the rules do not compile");
      }
      return Answers.notLoaded(id, errors, warnings);
    }

    RulesetAst ast = compiled.getRulesetAst();
    evaluators.put(
        rulesetName,
        new DefaultEvaluator(ast, ImmutableList.of(), EvaluationRestrictions.builder().build()));
    int version = ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
    return Answers.loaded(id, version, warnings);
  }

  /** The evaluator of a loaded ruleset, or null. */
  Evaluator get(String rulesetName) {
    return evaluators.get(rulesetName);
  }

  private static Source toSource(JsonObject source) {
    Source.Builder builder = Source.newBuilder();
    for (JsonElement element : source.getAsJsonArray("files")) {
      JsonObject file = element.getAsJsonObject();
      builder.addFiles(
          File.newBuilder()
              .setName(file.get("name").getAsString())
              .setContent(file.get("content").getAsString()));
    }
    return builder.build();
  }

  /**
   * An issue in the shape the official runtime gives it: firebase-tools JSON-parses it and logs
   * "{description_} in {sourcePosition_.fileName_}:{sourcePosition_.line_}".
   */
  private static String describe(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject described = new JsonObject();
    described.addProperty("description_", issue.getDescription());
    described.add("sourcePosition_", position);
    described.addProperty("severity_", issue.getSeverityValue());
    return described.toString();
  }
}
