// The worker thread of pulp-rules/workers in Node: every message goes to the shared handler, every reply goes back.
import { parentPort } from "node:worker_threads";
import { type ToWorker, workerHandler } from "./recipe.js";

const port = parentPort;
if (port !== null) {
  const handle = workerHandler("pulp-rules/workers");
  port.on("message", (message: ToWorker) => {
    void handle(message).then((reply) => {
      port.postMessage(reply);
    });
  });
}
