package storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.Executor;

/**
 * The Firestore documents one verify request reads, and its final answer.
 *
 * <p>firebase-tools keeps one pending handler per request id: it answers a
 * fetch_firestore_document request under the verify request's id and then waits, under that same
 * id, for whatever the runtime sends next. So a request has at most one fetch outstanding (others
 * queue behind it), and its final answer waits until no fetch is outstanding. Each path is fetched
 * once per request.
 */
final class FirestoreLookups {

  private final JsonElement requestId;
  private final Channel channel;
  private final Executor executor;
  private final Runnable onFinished;

  private final Map<String, SettableFuture<JsonObject>> documents = new HashMap<>();
  private final Queue<String> queued = new ArrayDeque<>();
  /** The path firebase-tools is fetching now, or null. */
  private String fetching;
  /** The final answer, held back while a fetch is outstanding. */
  private JsonObject heldAnswer;
  private boolean finished;

  FirestoreLookups(JsonElement requestId, Channel channel, Executor executor, Runnable onFinished) {
    this.requestId = requestId;
    this.channel = channel;
    this.executor = executor;
    this.onFinished = onFinished;
  }

  JsonElement requestId() {
    return requestId;
  }

  /** firebase-tools' answer for a path ("/databases/(default)/documents/..."), once it comes. */
  synchronized ListenableFuture<JsonObject> fetch(String documentPath) {
    SettableFuture<JsonObject> document = documents.get(documentPath);
    if (document == null && finished) {
      return Futures.immediateCancelledFuture();
    }
    if (document == null) {
      document = SettableFuture.create();
      documents.put(documentPath, document);
      if (fetching == null) {
        startFetch(documentPath);
      } else {
        queued.add(documentPath);
      }
    }
    return document;
  }

  /** Called on the reading thread with firebase-tools' answer to the outstanding fetch. */
  void onDocument(JsonObject answer) {
    SettableFuture<JsonObject> document;
    JsonObject answerToSend = null;
    synchronized (this) {
      if (fetching == null) {
        StorageRulesRuntime.warn("ignored a document request " + requestId + " did not ask for");
        return;
      }
      document = documents.get(fetching);
      fetching = null;
      if (heldAnswer != null) {
        answerToSend = heldAnswer;
      } else if (!queued.isEmpty()) {
        startFetch(queued.remove());
      }
    }
    if (answerToSend != null) {
      send(answerToSend);
    }
    // Evaluation resumes on a worker: the reading thread must stay free for other requests.
    executor.execute(() -> document.set(answer));
  }

  /** Sends the request's final answer now, or as soon as the outstanding fetch is answered. */
  void finish(JsonObject answer) {
    synchronized (this) {
      if (finished) {
        return;
      }
      finished = true;
      queued.clear();
      if (fetching != null) {
        heldAnswer = answer;
        return;
      }
    }
    send(answer);
  }

  private void startFetch(String documentPath) {
    fetching = documentPath;
    channel.send(Answers.fetchDocument(requestId, documentPath));
  }

  private void send(JsonObject answer) {
    onFinished.run();
    channel.send(answer);
  }
}
