package storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageCreateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageDeleteContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageGetContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageListContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageUpdateContext;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;

/**
 * What the engine's Cloud Storage service asks of a request: its path, the {@code request} and
 * {@code resource} variables, and the {@code firestore.get/exists} and {@code debug} functions.
 * One class serves all five methods (get, list, create, update, delete).
 */
final class StorageRequestContext
    implements FirebaseStorageGetContext,
        FirebaseStorageListContext,
        FirebaseStorageCreateContext,
        FirebaseStorageUpdateContext,
        FirebaseStorageDeleteContext {

  private final ExpressionPathValue path;
  private final ExpressionMapValue request;
  private final ExpressionValue resource;
  private final FirestoreLookups lookups;

  StorageRequestContext(
      ExpressionPathValue path,
      ExpressionMapValue request,
      ExpressionValue resource,
      FirestoreLookups lookups) {
    this.path = path;
    this.request = request;
    this.resource = resource;
    this.lookups = lookups;
  }

  @Override
  public ExpressionPathValue path() {
    return path;
  }

  @Override
  public ExpressionMapValue request() {
    return request;
  }

  @Override
  public ListenableFuture<ExpressionValue> resource() {
    return Futures.immediateFuture(resource);
  }

  /** debug(value) in the rules: shown in the emulator's log (it logs the runtime's stderr). */
  @Override
  public ExpressionValue debug(ExpressionValue value) {
    StorageRulesRuntime.warn("debug: " + value.toString().trim());
    return value;
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(
      ExpressionPathValue documentPath, SourcePosition position) {
    return lookUp(documentPath, position, false);
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(
      ExpressionPathValue documentPath, SourcePosition position) {
    return lookUp(documentPath, position, true);
  }

  private ListenableFuture<ExpressionValue> lookUp(
      ExpressionPathValue documentPath, SourcePosition position, boolean existsOnly) {
    String joined;
    try {
      joined = "/" + String.join("/", ExpressionValueUtils.getPathSegments(position, documentPath));
    } catch (EvaluationException e) {
      return Futures.immediateFailedFuture(e);
    }
    return Futures.transform(
        lookups.fetch(joined),
        answer ->
            existsOnly
                ? ExpressionValueUtils.createValue(FirestoreDocuments.exists(answer))
                : FirestoreDocuments.resource(answer),
        MoreExecutors.directExecutor());
  }
}
