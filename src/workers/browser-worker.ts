// The Web Worker of pulp-rules/workers in a browser: every message goes to the shared handler, every reply goes back.
import { type FromWorker, type ToWorker, workerHandler } from "./recipe.js";

interface WorkerScope {
  onmessage: ((event: { data: ToWorker }) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = workerHandler("pulp-rules/workers");
scope.onmessage = (event) => {
  void handle(event.data).then((reply) => {
    scope.postMessage(reply);
  });
};
