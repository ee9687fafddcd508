/**
 * Counts what the operator does: every click (or tap), every field entry, every box ticked, every option chosen.
 * The touch-budget spec drives the wizards only through it, so its count is the number of interactions a person
 * needs from the start to the submission; waiting and reading are free.
 */
import type { Locator } from "@playwright/test";

export class Touches {
  readonly log: string[] = [];
  private readonly startedAt = Date.now();

  get count(): number {
    return this.log.length;
  }

  /** Seconds since the counter was made. */
  get seconds(): number {
    return (Date.now() - this.startedAt) / 1000;
  }

  async click(target: Locator, what: string): Promise<void> {
    this.log.push(what);
    await target.click();
  }

  async fill(target: Locator, value: string, what: string): Promise<void> {
    this.log.push(what);
    await target.fill(value);
  }

  async check(target: Locator, what: string): Promise<void> {
    this.log.push(what);
    await target.check();
  }

  async select(target: Locator, option: string | { label: string }, what: string): Promise<void> {
    this.log.push(what);
    await target.selectOption(option);
  }

  summary(): string {
    return `${this.count} interactions in ${this.seconds.toFixed(1)} s: ${this.log.join(" → ")}`;
  }
}
