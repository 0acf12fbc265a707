/**
 * A module's install state as numbered on the admin wire (BuildAdmin's module Manage constants, which its
 * market view compares): `/admin/module/state` answers any of them, `/admin/module/index` the installed two.
 */
export const moduleInstallState = {
  notInstalled: 0,
  enabled: 1,
  uploaded: 2,
  disabled: 6,
} as const;
