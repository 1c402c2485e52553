// Applies the remembered theme before the first paint (a blocking script in <head>, so no flash):
// data-theme is light or dark, from localStorage 'odo.theme' (light, dark or system) and the system.
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
  window.addEventListener('storage', function (event) {
    if (event.key === 'odo.theme') apply();
  });
})();
