import type { ComponentProps } from "react";
import { GateFrame as AreaGateFrame } from "../../../../components/layout/GateFrame";

/** The card every step before the console proper sits in: sign in, a code, the set-up. */
export function GateFrame(props: Omit<ComponentProps<typeof AreaGateFrame>, "area">) {
  return <AreaGateFrame area="Operators' console" {...props} />;
}
