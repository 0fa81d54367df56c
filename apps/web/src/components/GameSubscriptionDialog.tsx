import { GAME_SUBSCRIPTION_MONTHLY_PRICE, messages } from "@clutch/contract";
import { useAppDispatch, useIsModalOpen } from "../hooks/store";
import { closeModal } from "../lib/modals";
import { buttonStyles } from "./ui/button-styles";
import { Modal } from "./ui/Modal";

/**
 * The game subscription pop-up (docs/product.md#dialogs): the offer text only; it is not wired to any
 * action in this build. Its open flag lives in the shared modal state ("gameSubscription"); the game
 * page and the game's subscription packages page both show it.
 */
export function GameSubscriptionDialog({ gameName }: { gameName?: string }) {
  const open = useIsModalOpen("gameSubscription");
  const dispatch = useAppDispatch();
  const close = () => dispatch(closeModal("gameSubscription"));
  return (
    <Modal
      open={open}
      onClose={close}
      title="Game subscription"
      description={gameName ? `Unlock everything for ${gameName}.` : undefined}
      size="sm"
    >
      <div className="flex flex-col gap-6">
        <div className="relative overflow-hidden rounded-card border border-highlight-400/40 bg-linear-to-br from-highlight-400/15 via-violet-500/10 to-transparent p-5">
          <p className="font-display text-4xl font-black text-highlight-300 italic">
            {GAME_SUBSCRIPTION_MONTHLY_PRICE} <span className="text-lg">INR</span>
          </p>
          <p className="mt-2 text-base font-semibold text-fg">{messages.catalogue.gameSubscriptionOffer}</p>
        </div>
        <button type="button" onClick={close} className={`${buttonStyles.secondary} w-full`}>
          Close
        </button>
      </div>
    </Modal>
  );
}
