/**
 * Reads a JSON array that arrives in pieces (a list call's body) and gives its elements in batches as their text
 * completes, so no single parse holds a thread for the whole answer. Only the top level is scanned (brackets and
 * strings); each batch is parsed by JSON.parse, so what it accepts and rejects is JSON.parse's.
 */
export class JsonArrayReader {
  /** Text not yet given: from the start of the next element (or of the answer) on. */
  private text = '';
  /** How far `text` has been scanned. */
  private scanned = 0;
  /** In `text`: the offset after the last complete element (its comma or the closing bracket); 0 when none yet. */
  private complete = 0;
  /** Where the elements start in `text` (after the opening bracket). */
  private from = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private state: 'before' | 'inside' | 'after' = 'before';
  /** Whether the element being read has any text yet, and whether a comma came before it. */
  private filled = false;
  private afterComma = false;
  /** Complete elements in `text` not yet given. */
  private waiting = 0;

  /** Complete elements not yet taken. */
  get pending(): number {
    return this.waiting;
  }

  /** Adds the next piece of the answer's text. */
  push(piece: string): void {
    this.text += piece;
    const text = this.text;
    for (let i = this.scanned; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (code === 0x5c) this.escaped = true;
        else if (code === 0x22) this.inString = false;
        continue;
      }
      if (this.state === 'before') {
        if (isSpace(code)) continue;
        if (code !== 0x5b) throw new SyntaxError('The answer is not a JSON array');
        this.state = 'inside';
        this.depth = 1;
        this.from = i + 1;
        continue;
      }
      if (this.state === 'after') {
        if (!isSpace(code)) throw new SyntaxError('Unexpected text after the JSON array');
        continue;
      }
      if (code === 0x2c && this.depth === 1) {
        if (!this.filled) throw new SyntaxError('An element of the JSON array is missing');
        this.waiting++;
        this.complete = i;
        this.filled = false;
        this.afterComma = true;
      } else if ((code === 0x5d || code === 0x7d) && this.depth === 1) {
        if (code === 0x7d) throw new SyntaxError('Unexpected } in the JSON array');
        if (this.filled) this.waiting++;
        else if (this.afterComma) throw new SyntaxError('An element of the JSON array is missing');
        this.depth = 0;
        this.complete = i;
        this.state = 'after';
      } else if (!isSpace(code)) {
        this.filled = true;
        if (code === 0x22) this.inString = true;
        else if (code === 0x5b || code === 0x7b) this.depth++;
        else if (code === 0x5d || code === 0x7d) this.depth--;
      }
    }
    this.scanned = text.length;
  }

  /** The complete elements not yet taken (parsed), in order. */
  take(): unknown[] {
    if (this.waiting === 0) return [];
    const body = this.text.slice(this.from, this.complete);
    const rest = this.complete + 1;
    this.text = this.text.slice(rest);
    this.scanned -= rest;
    this.from = 0;
    this.complete = 0;
    this.waiting = 0;
    return JSON.parse(`[${body}]`) as unknown[];
  }

  /** The last elements, once the whole answer has been pushed; undefined for an empty answer. */
  end(): unknown[] | undefined {
    if (this.state === 'before') {
      if (this.text.trim()) throw new SyntaxError('The answer is not a JSON array');
      return undefined;
    }
    if (this.state !== 'after') throw new SyntaxError('Unexpected end of JSON input');
    return this.take();
  }
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}
