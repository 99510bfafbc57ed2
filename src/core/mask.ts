/** Input masks where `#` stands for a digit; literals appear only once a later digit needs them. */
export function applyMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  // Digits beyond the mask are kept rather than lost.
  return out + digits.slice(i);
}
