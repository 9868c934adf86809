// Text put into HTML by hand (the landing page's build, the prerendered and signed-in pages the
// server sends): safe in an element and in a quoted attribute.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
