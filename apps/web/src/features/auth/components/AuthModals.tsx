import { Suspense, useState } from "react";
import { DIALOG_FAILED, DialogBoundary, DialogLoading } from "../../../components/ui/DialogBoundary";
import { useAppDispatch, useIsModalOpen } from "../../../hooks/store";
import { lazyNamed } from "../../../lib/lazy-named";
import { closeModal, openModal } from "../../../lib/modals";
import { notify } from "../../../lib/toast";
import { authDialogLoaders } from "../preload";
import type { PreferencesSource } from "./AdditionalInfoModal";
import type { Credentials } from "./RegisterModal";

const LoginModal = lazyNamed(authDialogLoaders.login, "LoginModal");
const RegisterModal = lazyNamed(authDialogLoaders.register, "RegisterModal");
const ForgotPasswordModal = lazyNamed(authDialogLoaders.forgotPassword, "ForgotPasswordModal");
const ChangePasswordModal = lazyNamed(authDialogLoaders.changePassword, "ChangePasswordModal");
const AdditionalInfoModal = lazyNamed(authDialogLoaders.additionalInformation, "AdditionalInfoModal");

/** True from the first time `open` is true: a dialog's chunk is loaded only once it is needed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The account dialogs of docs/product.md#dialogs, driven by the shared modal flags. Each dialog's code is
 * a separate chunk, fetched the first time it opens, and stays mounted afterwards so closing can
 * animate. The welcome, get-verified and scholarship flags have no content in this build.
 */
export function AuthModals() {
  const dispatch = useAppDispatch();
  const login = useIsModalOpen("login");
  const register = useIsModalOpen("register");
  const forgotPassword = useIsModalOpen("forgotPassword");
  const changePassword = useIsModalOpen("changePassword");
  const additionalInformation = useIsModalOpen("additionalInformation");
  // The preferences dialog behaves differently after sign-in, registration or from the profile.
  const [preferencesSource, setPreferencesSource] = useState<PreferencesSource>("profile");
  const [wasPreferencesOpen, setWasPreferencesOpen] = useState(additionalInformation);
  if (wasPreferencesOpen !== additionalInformation) {
    setWasPreferencesOpen(additionalInformation);
    // Opened from anywhere but the sign-in steps (the profile), it edits saved preferences.
    if (!additionalInformation) setPreferencesSource("profile");
  }

  // A login refused as "not verified": the register dialog opens on its code step.
  const [verify, setVerify] = useState<Credentials | null>(null);
  const verifyEmail = (credentials: Credentials) => {
    setVerify(credentials);
    dispatch(closeModal("login"));
    dispatch(openModal("register"));
  };
  const [wasRegisterOpen, setWasRegisterOpen] = useState(register);
  if (wasRegisterOpen !== register) {
    setWasRegisterOpen(register);
    if (!register) setVerify(null);
  }

  const failed =
    (name: "login" | "register" | "forgotPassword" | "changePassword" | "additionalInformation") =>
    (error: unknown) => {
      console.error(`The ${name} dialog failed`, error);
      dispatch(closeModal(name));
      notify.error(DIALOG_FAILED);
    };

  const onboard = (source: Exclude<PreferencesSource, "profile">, from: "login" | "register") => {
    setPreferencesSource(source);
    dispatch(closeModal(from));
    dispatch(openModal("additionalInformation"));
  };

  const loginOpened = useOpenedOnce(login);
  const registerOpened = useOpenedOnce(register);
  const forgotOpened = useOpenedOnce(forgotPassword);
  const changeOpened = useOpenedOnce(changePassword);
  const preferencesOpened = useOpenedOnce(additionalInformation);

  return (
    <>
      {loginOpened ? (
        <DialogBoundary onError={failed("login")}>
          <Suspense fallback={login ? <DialogLoading /> : null}>
            <LoginModal
              open={login}
              onNeedsPreferences={() => onboard("login", "login")}
              onNeedsVerification={verifyEmail}
            />
          </Suspense>
        </DialogBoundary>
      ) : null}
      {registerOpened ? (
        <DialogBoundary onError={failed("register")}>
          <Suspense fallback={register ? <DialogLoading /> : null}>
            <RegisterModal
              open={register}
              verify={verify}
              onRegistered={() => onboard("register", "register")}
            />
          </Suspense>
        </DialogBoundary>
      ) : null}
      {forgotOpened ? (
        <DialogBoundary onError={failed("forgotPassword")}>
          <Suspense fallback={forgotPassword ? <DialogLoading /> : null}>
            <ForgotPasswordModal open={forgotPassword} />
          </Suspense>
        </DialogBoundary>
      ) : null}
      {changeOpened ? (
        <DialogBoundary onError={failed("changePassword")}>
          <Suspense fallback={changePassword ? <DialogLoading /> : null}>
            <ChangePasswordModal open={changePassword} />
          </Suspense>
        </DialogBoundary>
      ) : null}
      {preferencesOpened ? (
        <DialogBoundary onError={failed("additionalInformation")}>
          <Suspense fallback={additionalInformation ? <DialogLoading /> : null}>
            <AdditionalInfoModal open={additionalInformation} source={preferencesSource} />
          </Suspense>
        </DialogBoundary>
      ) : null}
    </>
  );
}
