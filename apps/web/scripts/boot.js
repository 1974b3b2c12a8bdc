// Prerendered pages only (scripts/prerender.mjs copies this file into dist/assets with a content hash). The page is
// readable without JavaScript, so the app's scripts start downloading once it has been painted: on a slow line the
// CSS and the first picture get the bandwidth first. The script tag names the entry and the modules to preload.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // Each preload is a request the main thread starts itself; the 20 to 50 a page names go four a task, so that no
  // task grows long enough to hold up a tap.
  var BATCH = 4;
  function addPreloads(from) {
    preload.slice(from, from + BATCH).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + BATCH < preload.length)
      setTimeout(function () {
        addPreloads(from + BATCH);
      }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    // The first batch holds the entry's own imports (Vite lists them first), then the entry itself.
    addPreloads(0);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next frame is painted; a tab opened in the background paints no frames, hence the timer.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
