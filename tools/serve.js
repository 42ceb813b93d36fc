// A small static file server for the built web app (no dependencies), loopback only: correct MIME
// types for .wasm and .js; a file's .br or .gz twin (web/precompress.js) sent with its
// Content-Encoding when the browser accepts it; every answer revalidated (no-cache with an ETag),
// so a reload after a build never sees a stale file, and a second fetch of an unchanged one (the
// workers' load of the app's script) costs a 304 and no body. With --gzip-only it never sends the
// Brotli twins, as a host that only compresses with gzip (GitHub Pages).
//   node tools/serve.js [ROOT [PORT]] [--gzip-only]
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const gzipOnly = process.argv.includes('--gzip-only');
const [rootArg, portArg] = process.argv.slice(2).filter((arg) => arg !== '--gzip-only');
const root = path.resolve(rootArg || '.');
const port = Number(portArg || 8080);
const encodings = gzipOnly ? [['gzip', '.gz']] : [['br', '.br'], ['gzip', '.gz']];
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ttf': 'font/ttf', '.css': 'text/css', '.ico': 'image/x-icon',
  '.data': 'application/octet-stream',
};
types['.webmanifest'] = 'application/manifest+json';

const server = http.createServer((req, res) => {
  let urlPath;
  try { urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch { urlPath = '/'; }
  if (urlPath.endsWith('/')) urlPath += 'index.html';
  const file = path.join(root, path.normalize(urlPath));
  if (!file.startsWith(root)) { res.writeHead(403); res.end('forbidden'); return; }
  fs.stat(file, (err, stat) => {
    if (err || !stat.isFile()) { res.writeHead(404, { 'Content-Type': 'text/plain' }); res.end('not found'); return; }
    const accepted = String(req.headers['accept-encoding'] || '');
    const encoding = encodings.find(([name, ext]) =>
      new RegExp(`\\b${name}\\b`).test(accepted) && fs.existsSync(file + ext));
    const sent = encoding ? file + encoding[1] : file;
    fs.readFile(sent, (readError, data) => {
      if (readError) { res.writeHead(404, { 'Content-Type': 'text/plain' }); res.end('not found'); return; }
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? '-' + encoding[0] : ''}"`;
      const headers = {
        'Content-Type': types[path.extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-cache',
        'ETag': etag,
        'Vary': 'Accept-Encoding',
      };
      if (encoding) headers['Content-Encoding'] = encoding[0];
      if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers); res.end(); return; }
      res.writeHead(200, headers);
      res.end(data);
    });
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
