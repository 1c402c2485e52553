// Applies the remembered theme before the first paint (a blocking script in <head>, so no flash):
// data-theme is light or dark, from localStorage 'odo.theme' (light, dark or system) and the system.
// On a prerendered public page it also starts the app once the page has painted (see below).
/* global window, document */
(function () {
  var media = window.matchMedia('(prefers-color-scheme: dark)');
  function choice() {
    try {
      var stored = window.localStorage.getItem('odo.theme');
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  }
  function apply() {
    var chosen = choice();
    var resolved = chosen === 'system' ? (media.matches ? 'dark' : 'light') : chosen;
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }
  apply();
  media.addEventListener('change', apply);
  // The locale data the pages format numbers and dates with, set up off the main thread while the
  // page loads (public/intl-warm.js): the app's first formatter is then ~free (issue 30).
  try {
    if (window.Worker) new window.Worker('/intl-warm.js');
  } catch {
    // No worker: the app's first formatter sets the data up itself.
  }
  window.addEventListener('storage', function (event) {
    if (event.key === 'odo.theme') apply();
  });
  // The built pages (build/prerender-plugin.ts) list the app's code in <meta name="odo-app">: the
  // entry, then the modules to preload. They are requested once the page has painted (a public
  // page's prerendered text, the app's loading screen), so the HTML and CSS come first.
  var app = document.querySelector('meta[name="odo-app"]');
  // The app's index.html also lists each page's own files (data-pages: path patterns such as
  // /vehicle/:id): those of the page being opened are preloaded with the app's entry.
  function pageFiles() {
    try {
      var pages = JSON.parse(app.dataset.pages || '[]');
      for (var i = 0; i < pages.length; i += 1) {
        var pattern = pages[i].path
          .split('/')
          .map(function (part) {
            return part.charAt(0) === ':' ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join('/');
        if (new RegExp('^' + pattern + '/?$').test(window.location.pathname)) return pages[i].files;
      }
    } catch {
      // Unreadable: the app asks for the page's files itself.
    }
    return [];
  }
  if (app) {
    var started = false;
    // One element per task: each append starts a request and costs the main thread a little
    // (~1-2 ms on a slow phone), and all at once they made one long task right after the paint.
    var start = function () {
      if (started) return;
      started = true;
      var files = app.content.split(' ').concat(pageFiles());
      var next = 0;
      var add = function () {
        var href = files[next];
        var element;
        if (next === 0) {
          element = document.createElement('script');
          element.type = 'module';
          element.src = href;
        } else {
          element = document.createElement('link');
          element.rel = 'modulepreload';
          element.href = href;
        }
        element.crossOrigin = '';
        document.head.appendChild(element);
        next += 1;
        if (next < files.length) window.setTimeout(add, 0);
      };
      add();
    };
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) start();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the load event below starts it.
    }
    // The fallback: a frame after the load event (a tab in the background paints no frame at all).
    window.addEventListener('load', function () {
      if (document.visibilityState === 'hidden') start();
      else
        window.requestAnimationFrame(function () {
          window.requestAnimationFrame(start);
        });
    });
  }

  // The app's own page (not a prerendered public one) first asks who is signed in: asked here, in
  // <head>, the answer travels while the app's code downloads (get-me.ts takes it, once).
  if (app && app.dataset.page === 'app' && window.fetch) {
    window.odoSession = window.fetch('/api/session', { credentials: 'same-origin' });
    window.odoSession.catch(function () {
      // The app asks again and handles the failure itself.
    });
  }

  // A prerendered page, or a signed-in page the server drew, is painted before React takes it
  // over (it then sets data-hydrated on <html>). Until then the browser does not submit a form
  // itself (that would put the fields, a password too, in the address): what was typed, the
  // submit and the last button pressed (the menu, say) are kept in window.odoEarly, and the app
  // replays them once it runs (early-input.ts).
  var early = { values: new Map(), submit: null, press: null };
  window.odoEarly = early;
  var hydrated = function () {
    return 'hydrated' in document.documentElement.dataset;
  };
  document.addEventListener(
    'input',
    function (event) {
      var target = event.target;
      if (!hydrated() && target && 'value' in target) early.values.set(target, target.value);
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      // Once the app is hydrating the page, React itself hands it the presses (main.tsx).
      if (hydrated() || 'hydrating' in document.documentElement.dataset) return;
      if (!event.target || !event.target.closest) return;
      var button = event.target.closest('button');
      // A submit button's press is the form's submit, kept below.
      if (button && !(button.type === 'submit' && button.form)) early.press = button;
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (hydrated()) return;
      event.preventDefault();
      early.submit = { form: event.target, submitter: event.submitter || null };
    },
    true,
  );
})();
