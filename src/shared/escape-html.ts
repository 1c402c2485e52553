// The one HTML escaper for text put into HTML written by hand (the build's pages, the server's SPA
// answers, mail, the demo checkout, support mail): safe in element text and quoted attributes.
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
