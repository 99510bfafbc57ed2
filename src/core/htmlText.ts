/** Text put into HTML or XML, in an element or a quoted attribute: the four characters that would end or open markup escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
