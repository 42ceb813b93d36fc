// The GPU process's CPU time per frame the app renders, in headless Chromium with software WebGL:
// Mesa's llvmpipe through ANGLE (tests/e2e/harness.js's flags) and Chromium's SwiftShader, one
// after the other on the same page and pointer moves (300 moves 16 ms apart over the board and
// the top bar: each lays a frame out, and those whose picture changed are rendered). Prints the
// frames laid out and rendered, the wall time, the CPU seconds of the GPU process and of the whole
// browser (all their threads, read from /proc), and their ratios to the frames rendered.
//   node tools/bench/frame_cost.js DIST [LINK] [WIDTH HEIGHT RATIO]
'use strict';

const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const { CHROMIUM, freePort, waitForServer } = require('../../tests/e2e/harness');

const [dist, link = '', width = '1280', height = '800', ratio = '1'] = process.argv.slice(2);
if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`frame-cost: no built app in '${dist}' (run tools/build web)`);
  process.exit(2);
}
const { chromium } = require(path.join(process.env.PUZZLELAB_NODE_MODULES, 'playwright-core'));
// The tests' flags with Chromium's own renderer in place of llvmpipe's.
const LLVMPIPE_FLAG = /^--(use-gl|use-angle|ignore-gpu-blocklist)\b/;
const SWIFTSHADER = [...CHROMIUM.args.filter((flag) => !LLVMPIPE_FLAG.test(flag)), '--disable-gpu', '--enable-unsafe-swiftshader'];

// CPU seconds of the processes whose command line contains `marker` (this bench runs one browser
// at a time: '--type=gpu-process' is its GPU process, '/chromium' all of it).
function cpuSeconds(marker) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);  // utime + stime
    } catch (e) { /* a process that ended meanwhile */ }
  }
  return ticks / 100;  // USER_HZ
}
const GPU = '--type=gpu-process', BROWSER = '/chromium';

async function measure(name, args, base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, headless: true, args });
  try {
    const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) },
                                         deviceScaleFactor: Number(ratio) });
    await page.goto(`${base}${link ? `#${link}` : ''}`);
    await page.waitForFunction(() => window.puzzlelab && window.puzzlelab.ready(), null, { timeout: 60_000 });
    await page.waitForTimeout(2000);  // the deal and its optimum settle
    const frames = () => page.evaluate(() => {
      const s = window.puzzlelab.state();
      return { drawn: s.frames_drawn, shown: s.frames_shown };
    });
    const frames0 = await frames();
    const gpu0 = cpuSeconds(GPU), all0 = cpuSeconds(BROWSER);
    const start = Date.now();
    for (let i = 0; i < 300; ++i) {
      // Along the board, then along the top bar's buttons (hover lights them).
      await page.mouse.move(200 + (i % 50) * 10, i % 100 < 50 ? 300 + (i % 7) : 25);
      await page.waitForTimeout(16);
    }
    const end = await frames();
    const drawn = end.drawn - frames0.drawn, shown = end.shown - frames0.shown;
    const gpu = cpuSeconds(GPU) - gpu0, all = cpuSeconds(BROWSER) - all0;
    const perFrame = (seconds) => `${(1000 * seconds / Math.max(shown, 1)).toFixed(1)} ms`;
    console.log(`${name.padEnd(12)} ${String(drawn).padStart(5)} frames laid out, ${String(shown).padStart(5)} rendered in ` +
                `${((Date.now() - start) / 1000).toFixed(1)} s; a rendered frame: GPU process ${perFrame(gpu)}, ` +
                `browser ${perFrame(all)} of CPU`);
  } finally {
    await browser.close();
  }
}

(async () => {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(__dirname, '..', 'serve.js'), dist, String(port)], { stdio: 'ignore' });
  try {
    await waitForServer(port);
    const base = `http://127.0.0.1:${port}/`;
    console.log(`frame cost at ${width} x ${height}, devicePixelRatio ${ratio}${link ? `, #${link}` : ''}:`);
    await measure('llvmpipe', CHROMIUM.args, base);
    await measure('SwiftShader', SWIFTSHADER, base);
  } finally {
    server.kill('SIGTERM');
  }
})().catch((error) => {
  console.error(`frame-cost: ${error.message}`);
  process.exit(1);
});
