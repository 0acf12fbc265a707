/**
 * A restore that did not start, or that started and was undone: the message names the problem and what
 * to do, in the words the command prints. Nothing of the site was changed when it is thrown (but for
 * uploads already written, which are named by their content and harmless: see docs/ops/backup.md).
 */
export class RestoreRefused extends Error {
  override readonly name = "RestoreRefused";
}
