/**
 * One command at a time per server process: installs and builds that ran side by side would write
 * the same folders. A slot, not a queue: a second connection is refused, the client's queue waits.
 */
export class TerminalSlot {
  private holder: string | undefined;

  /** True when the slot was free and is now held by `owner`. */
  take(owner: string): boolean {
    if (this.holder !== undefined) return false;
    this.holder = owner;
    return true;
  }

  release(owner: string): void {
    if (this.holder === owner) this.holder = undefined;
  }

  get busy(): boolean {
    return this.holder !== undefined;
  }
}
