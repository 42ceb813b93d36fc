// One engine worker: runs the app's own module (puzzlelab-app.js/.wasm, whose web/engine_worker.cpp
// answers protocol requests) without its main, and answers requests one at a time, as JSON text.
// The pool's first message hands over the module the page compiled: {engine: {module, script}}
// (a WebAssembly.Module and the glue script's URL), so the worker neither downloads nor compiles it.
// Message in: {id, request: "<json>"}. Message out: {id, response: "<json>"} or, when the engine
// cannot run at all, {id, fatal: "<why>"} (the pool then retires this worker).
'use strict';

let loading = null;  // the promise of the engine's handle function

function load({ module, script }) {
  return new Promise((resolve, reject) => {
    self.Module = {
      noInitialRun: true,
      print: (text) => console.log(text),
      printErr: (text) => console.warn(text),
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module), reject);
        return {};
      },
      onRuntimeInitialized: () => resolve(self.Module.cwrap('puzzlelab_handle', 'string', ['string'])),
      onAbort: (what) => reject(new Error(String(what))),
    };
    importScripts(script);
  });
}

self.onmessage = (event) => {
  if (event.data.engine) {
    loading = load(event.data.engine);
    loading.catch(() => {});  // reported with the first request
    return;
  }
  const { id, request } = event.data;
  const engine = loading || Promise.reject(new Error('no engine was handed to this worker'));
  engine.then((handle) => {
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
