import type { PurchasableKind } from "@clutch/contract";
import type { useViewer } from "../../../features/auth/hooks/use-viewer";
import { PurchasePanel } from "../../../features/catalogue/components/PurchasePanel";
import { PurchaseButton } from "../../../features/payments/components/PurchaseButton";

type ItemPurchaseProps = {
  kind: PurchasableKind;
  item: { _id: string; price: number };
  viewer: ReturnType<typeof useViewer>;
  owned: boolean;
  showPurchase: boolean;
};

/**
 * A course's or guide's price and Purchase button: the catalogue's panel with the payments
 * feature's button, joined here because features do not import each other.
 */
export function ItemPurchase({ kind, item, viewer, owned, showPurchase }: ItemPurchaseProps) {
  return (
    <PurchasePanel
      price={item.price}
      showPurchase={showPurchase}
      owned={owned}
      signedIn={viewer.signedIn}
      restoring={viewer.restoring}
      viewerKnown={viewer.known}
      onLogin={viewer.openLogin}
      purchase={
        viewer.user ? (
          <PurchaseButton
            kind={kind}
            itemId={item._id}
            price={item.price}
            buyer={viewer.user}
            profilePhone={viewer.user.phone}
          />
        ) : null
      }
    />
  );
}
