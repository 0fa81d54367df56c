/**
 * The auth dialogs are separate chunks, loaded the first time one opens; `preloadAuthDialog` starts
 * the download early (hover or focus on the Login button) so the dialog opens at once.
 */
export const authDialogLoaders = {
  login: () => import("./components/LoginModal"),
  register: () => import("./components/RegisterModal"),
  forgotPassword: () => import("./components/ForgotPasswordModal"),
  changePassword: () => import("./components/ChangePasswordModal"),
  additionalInformation: () => import("./components/AdditionalInfoModal"),
} as const;

export type AuthDialog = keyof typeof authDialogLoaders;

export function preloadAuthDialog(name: AuthDialog): void {
  authDialogLoaders[name]().catch(() => {
    // A failed preload is retried when the dialog really opens.
  });
}
