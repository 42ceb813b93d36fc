// One engine worker: runs the app's own module (puzzlelab-app.js/.wasm, whose web/engine_worker.cpp
// answers protocol requests) without its main, and answers requests one at a time, as JSON text.
// The pool's first message hands over the module the page compiled: {engine: {module, script},
// deferred} (a WebAssembly.Module, the glue script's URL, and the module's deferred part once the
// page has it: docs/app/CODE_PARTS.md), so the worker neither downloads nor compiles them. The
// deferred part may also come later, alone: {deferred}. A request that reaches the deferred part's
// code before it came loads the part here, synchronously (a worker may wait).
// Message in: {id, request: "<json>"}. Message out: {id, response: "<json>"} or, when the engine
// cannot run at all, {id, fatal: "<why>"} (the pool then retires this worker).
'use strict';

let loading = null;  // the promise of the engine's handle function
let deferred = null;  // the deferred part, compiled
let deferredInstantiated = false;

// The deferred part against this worker's module: its functions take their places in its table.
function instantiateDeferred() {
  if (deferred === null || deferredInstantiated) return;
  new WebAssembly.Instance(deferred, { primary: self.Module.asm });
  deferredInstantiated = true;
}

// The part's file, as the build named it in the glue script (web/split_module.js).
function fetchDeferredNow() {
  const file = self.Module.puzzlelabDeferredFile;
  const request = new XMLHttpRequest();
  request.open('GET', file, false);
  request.responseType = 'arraybuffer';
  request.send(null);
  if (request.status !== 200) throw new Error(`${file}: ${request.status} ${request.statusText}`);
  return request.response;
}

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
      // Emscripten's glue, when a placeholder of the deferred part is called: [instance, module].
      loadSplitModule(file, imports) {
        if (deferred === null) deferred = new WebAssembly.Module(fetchDeferredNow());
        deferredInstantiated = true;
        return [new WebAssembly.Instance(deferred, imports), deferred];
      },
      onRuntimeInitialized: () => {
        try {
          instantiateDeferred();
        } catch (error) {
          reject(error);
          return;
        }
        resolve(self.Module.cwrap('puzzlelab_handle', 'string', ['string']));
      },
      onAbort: (what) => reject(new Error(String(what))),
    };
    importScripts(script);
  });
}

self.onmessage = (event) => {
  if (event.data.engine) {
    if (event.data.deferred) deferred = event.data.deferred;
    loading = load(event.data.engine);
    loading.catch(() => {});  // reported with the first request
    return;
  }
  if (event.data.deferred) {
    if (deferred === null) deferred = event.data.deferred;
    if (loading) {
      loading = loading.then((handle) => {
        instantiateDeferred();
        return handle;
      });
      loading.catch(() => {});
    }
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
