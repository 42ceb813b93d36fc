// One engine worker: loads the engine module (puzzlelab-engine.js/.wasm, built from
// web/engine_worker.cpp) and answers protocol requests, one at a time, as JSON text.
// Message in: {id, request: "<json>"}. Message out: {id, response: "<json>"} or, when the engine
// cannot run at all, {id, fatal: "<why>"} (the pool then retires this worker).
'use strict';

let handle = null;
let loading = null;

function load() {
  if (loading === null) {
    loading = new Promise((resolve, reject) => {
      try {
        importScripts('puzzlelab-engine.js');
        resolve(PuzzlelabEngine());
      } catch (error) {
        reject(error);
      }
    }).then((engine) => {
      handle = engine.cwrap('puzzlelab_handle', 'string', ['string']);
    });
  }
  return loading;
}

self.onmessage = (event) => {
  const { id, request } = event.data;
  load().then(() => {
    let response;
    try {
      response = handle(request);
    } catch (error) {
      // A wasm trap leaves the module unusable: report it and let the pool replace us.
      self.postMessage({ id, fatal: 'The solver crashed: ' + error });
      return;
    }
    self.postMessage({ id, response });
  }, (error) => {
    self.postMessage({ id, fatal: 'The solver could not be loaded: ' + error });
  });
};
