/**
 * Reviews show when native or imported reviews are enabled and no kill switch is set [F-25]. The
 * reviews themselves are a later work item.
 */
export function reviewsShown(
  settings: { nativeEnabled: boolean; importedEnabled: boolean },
  killSwitch: boolean,
): boolean {
  return (settings.nativeEnabled || settings.importedEnabled) && !killSwitch;
}
