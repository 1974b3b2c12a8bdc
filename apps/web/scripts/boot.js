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
  function afterPaint() {
    setTimeout(start, 0);
  }
  // Once the first contentful paint has been shown (paint timing), not merely drawn: a frame is drawn well before it
  // reaches the screen, and scripts asked for then can take the line from it. Without paint timing, after the next
  // frame. A tab opened in the background paints nothing, hence the timer.
  var paintTiming =
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (paintTiming)
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(afterPaint);
  setTimeout(start, 500);
})();
