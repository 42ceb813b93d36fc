// The page's side of working offline (docs/app/OFFLINE.md): registers the service worker
// (service_worker.js, beside this page: its folder is its scope, wherever the app is hosted) and,
// when a newer build has been installed while this page runs an older one, shows a banner
// "A new version of Puzzle Lab is ready. [Reload]" in a strip of its own at the bottom of the
// window, the canvas ending above it (so it covers none of the app's buttons): plain HTML, so it
// works whatever the app is doing. Reload lets the new build take over and loads the page again.
// Once the app runs it also asks the service worker to check that the host still serves the files
// it has cached (a file replaced by hand, without a new service worker): when one changed, the
// worker keeps the host's copy and the banner says "Puzzle Lab has changed on this site. [Reload]".
//
// The game needs nothing from here to be safe: the app stores the player's game after every change
// (docs/app/STORAGE.md). The reload waits for three more frames of the app first, so that input
// that reached the page just before is played and stored.
'use strict';

(function () {
  if (!('serviceWorker' in navigator)) return;  // an old browser, or a page not served over https
  const workers = navigator.serviceWorker;
  let controlled = Boolean(workers.controller);
  let reloading = false;
  let banner = null;

  function reloadWhenStored() {
    if (reloading) return;
    reloading = true;
    let frames = 0;
    const reload = () => window.location.reload();
    const frame = () => (++frames >= 3 ? reload() : window.requestAnimationFrame(frame));
    window.requestAnimationFrame(frame);
    window.setTimeout(reload, 1000);  // a hidden page draws no frames
  }

  // A new build took over: the one this page asked for, or one another tab of the app let in.
  // Either way this page runs the old build's code and must not fetch the new build's files.
  // (The first visit's service worker taking the page is no new build.)
  workers.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    reloadWhenStored();
  });

  // The canvas ends where the banner begins: the app lays itself out in what is left (it sizes
  // itself from the canvas's box every frame), and nothing of it is under the banner.
  function makeRoom() {
    const canvas = document.getElementById('canvas');
    if (!canvas) return;
    const shown = banner !== null && banner.isConnected;
    canvas.style.height = shown ? `calc(100% - ${banner.offsetHeight}px)` : '';
  }

  // The banner, made once; `text` is what it says.
  function showBanner(text) {
    if (!banner) {
      banner = document.createElement('div');
      banner.id = 'update-banner';
      banner.setAttribute('role', 'status');
      banner.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:10;display:flex;flex-wrap:wrap;' +
        'align-items:center;justify-content:center;gap:6px 12px;box-sizing:border-box;' +
        'padding:8px 12px 8px 16px;background:#2b3249;color:#e8ecf4;border-top:1px solid #3c465e;' +
        'font:15px/1.4 "DejaVu Sans",system-ui,sans-serif;';
      const said = document.createElement('span');
      said.id = 'update-text';
      const reload = document.createElement('button');
      reload.id = 'update-reload';
      reload.textContent = 'Reload';
      reload.style.cssText = 'font:inherit;font-weight:600;padding:6px 14px;border:0;border-radius:6px;' +
        'background:#f2b84b;color:#1d2230;cursor:pointer;';
      const dismiss = document.createElement('button');
      dismiss.id = 'update-dismiss';
      dismiss.textContent = '\u00d7';
      dismiss.title = 'Not now (the new version starts the next time Puzzle Lab is opened)';
      dismiss.setAttribute('aria-label', 'Not now');
      dismiss.style.cssText = 'font:inherit;font-size:20px;line-height:1;padding:2px 6px;border:0;' +
        'background:transparent;color:#b8c0d4;cursor:pointer;';
      dismiss.addEventListener('click', () => {
        banner.remove();
        makeRoom();
      });
      banner.append(said, reload, dismiss);
      // The strip's height changes when it wraps (a phone turned, the window resized).
      if ('ResizeObserver' in window) new ResizeObserver(makeRoom).observe(banner);
    }
    banner.querySelector('#update-text').textContent = text;
    const reload = banner.querySelector('#update-reload');
    reload.disabled = false;
    document.body.appendChild(banner);
    makeRoom();
    return reload;
  }

  // A new build waits to take over.
  let updateShown = false;
  function showUpdate(waiting) {
    updateShown = true;
    const reload = showBanner('A new version of Puzzle Lab is ready.');
    reload.onclick = () => {
      reload.disabled = true;
      reload.textContent = 'Reloading…';
      waiting.postMessage({ type: 'skip-waiting' });
      // Asked again each second, of whichever worker waits then, until one takes over (the worker
      // this banner was shown for may have been replaced by a newer one meanwhile).
      let tries = 0;
      const again = window.setInterval(() => {
        if (reloading || ++tries > 10) {
          window.clearInterval(again);
          return;
        }
        workers.getRegistration().then((registration) => {
          if (registration && registration.waiting) registration.waiting.postMessage({ type: 'skip-waiting' });
        }, () => {});
      }, 1000);
    };
  }

  // The host's files changed under the same service worker, which now holds the host's copies
  // (service_worker.js, hostChanges): a reload runs them. (A new build's banner says more.)
  function showHostChanged() {
    if (updateShown) return;
    const reload = showBanner('Puzzle Lab has changed on this site.');
    reload.onclick = () => {
      reload.disabled = true;
      reload.textContent = 'Reloading…';
      reloadWhenStored();
    };
  }
  workers.addEventListener('message', (event) => {
    if (event.data && event.data.type === 'host-changed') showHostChanged();
  });
  workers.startMessages();

  // Asks the worker in charge to check the host's files; its answer ({state: 'unchanged',
  // 'changed', 'update' or 'offline', files}) is kept in window.puzzlelabHostCheck for the tests.
  function checkHost() {
    const worker = workers.controller;
    if (!worker) return;  // a first visit: the worker has just fetched every file
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => { window.puzzlelabHostCheck = event.data; };
    worker.postMessage({ type: 'check-host' }, [channel.port2]);
  }

  // A worker installed beside the one in charge is a new build waiting to take over.
  function watchInstalling(registration) {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && workers.controller) showUpdate(worker);
    });
  }

  const watched = new Set();
  function watch(registration) {
    if (watched.has(registration)) return;
    watched.add(registration);
    if (registration.waiting && workers.controller) showUpdate(registration.waiting);
    watchInstalling(registration);
    registration.addEventListener('updatefound', () => watchInstalling(registration));
    // A page left open for days still hears of new builds and changed files: look once an hour.
    window.setInterval(() => {
      registration.update().catch(() => {});
      checkHost();
    }, 60 * 60 * 1000);
  }

  // Installing fetches every file of the build again (from the browser's HTTP cache where the host
  // lets it keep them): not while the page is still loading the app, whose first start would wait
  // for it. So the worker is registered once the app runs (its automation hook reports it ready),
  // or after 20 seconds whatever the app does.
  function afterAppStarted(then) {
    const begin = Date.now();
    const poll = () => {
      const app = window.puzzlelab;
      if ((app && app.ready()) || Date.now() - begin > 20000) then();
      else window.setTimeout(poll, 250);
    };
    poll();
  }

  window.addEventListener('load', () => {
    // A new build waiting from an earlier visit is announced at once, even if this one cannot start.
    workers.getRegistration().then((registration) => { if (registration) watch(registration); }, () => {});
    afterAppStarted(() => {
      workers.register('service_worker.js').then((registration) => {
        watch(registration);
        checkHost();
      }, (error) => {
        console.warn('Puzzle Lab will not work offline: ' + error.message);
      });
    });
  });
})();
