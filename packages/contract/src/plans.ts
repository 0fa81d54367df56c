// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { GameRefSchema } from "./catalogue";

const PackageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  period: z.literal("month"),
  features: z.array(z.string()),
  games: z.array(GameRefSchema),
});
const TeamPlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  period: z.string(),
  seats: z.number().int(),
  features: z.array(z.string()),
});
export type Package = z.infer<typeof PackageSchema>;
export type TeamPlan = z.infer<typeof TeamPlanSchema>;

export const PackageListResponseSchema = z.object({ success: z.literal(true), data: z.array(PackageSchema) });
export const TeamPlanListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(TeamPlanSchema),
});
export const HealthResponseSchema = z.object({
  status: z.enum(["ok", "error"]),
  db: z.enum(["ok", "error"]),
});
