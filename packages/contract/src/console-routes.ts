import type { ApiRoute } from "./api-routes";

/**
 * The operators' console's endpoints, every path under `/api/admin/` (see `ApiAuth`). Passed on by
 * `admin.ts`, not by the contract's index: only the console's part of the web app loads them.
 */
export const consoleRoutes = {
  adminMe: { method: "GET", path: "/api/admin/me", auth: "admin-sign-in" },
  adminSecondFactorSetup: { method: "POST", path: "/api/admin/second-factor/setup", auth: "admin-sign-in" },
  adminSecondFactorConfirm: {
    method: "POST",
    path: "/api/admin/second-factor/confirm",
    auth: "admin-sign-in",
  },
  adminSecondFactorVerify: { method: "POST", path: "/api/admin/second-factor/verify", auth: "admin-sign-in" },
  adminSecondFactorRecover: {
    method: "POST",
    path: "/api/admin/second-factor/recover",
    auth: "admin-sign-in",
  },
  adminSignOut: { method: "POST", path: "/api/admin/sign-out", auth: "admin-sign-in" },
  adminAudit: { method: "GET", path: "/api/admin/audit", auth: "admin" },
  adminListItems: { method: "GET", path: "/api/admin/catalogue/:kind", auth: "admin" },
  adminGetItem: { method: "GET", path: "/api/admin/catalogue/:kind/:id", auth: "admin" },
  adminCreateItem: { method: "POST", path: "/api/admin/catalogue/:kind", auth: "admin" },
  adminUpdateItem: { method: "PUT", path: "/api/admin/catalogue/:kind/:id", auth: "admin" },
  adminSetItemState: { method: "POST", path: "/api/admin/catalogue/:kind/:id/state", auth: "admin" },
  adminDeleteItem: { method: "DELETE", path: "/api/admin/catalogue/:kind/:id", auth: "admin" },
  adminRestoreItem: { method: "POST", path: "/api/admin/catalogue/:kind/:id/restore", auth: "admin" },
  adminCoachSchedule: { method: "GET", path: "/api/admin/coaches/:id/schedule", auth: "admin" },
  adminUpdateCoachSchedule: { method: "PUT", path: "/api/admin/coaches/:id/schedule", auth: "admin" },
  adminListBookings: { method: "GET", path: "/api/admin/bookings", auth: "admin" },
  adminCancelBooking: { method: "POST", path: "/api/admin/bookings/:id/cancel", auth: "admin" },
  adminUploadImage: { method: "POST", path: "/api/admin/uploads/image", auth: "admin" },
  adminUploadVideo: { method: "POST", path: "/api/admin/uploads/video", auth: "admin" },
  adminListMessages: { method: "GET", path: "/api/admin/messages", auth: "admin" },
  adminGetMessage: { method: "GET", path: "/api/admin/messages/:id", auth: "admin" },
  adminReplyToMessage: { method: "POST", path: "/api/admin/messages/:id/replies", auth: "admin" },
  adminSetMessageStatus: { method: "POST", path: "/api/admin/messages/:id/status", auth: "admin" },
  adminListOrders: { method: "GET", path: "/api/admin/orders", auth: "admin" },
  adminExportOrders: { method: "GET", path: "/api/admin/orders/export", auth: "admin" },
  adminGetOrder: { method: "GET", path: "/api/admin/orders/:id", auth: "admin" },
  adminRefundOrder: { method: "POST", path: "/api/admin/orders/:id/refunds", auth: "admin" },
  adminRevenueReport: { method: "GET", path: "/api/admin/reports/revenue", auth: "admin" },
  adminExportRevenueReport: { method: "GET", path: "/api/admin/reports/revenue/export", auth: "admin" },
  adminListCoachPractices: { method: "GET", path: "/api/admin/coach-practices", auth: "admin" },
  adminListCoachInvitations: { method: "GET", path: "/api/admin/coaches/:id/invitations", auth: "admin" },
  adminInviteCoach: { method: "POST", path: "/api/admin/coaches/:id/invitations", auth: "admin" },
  adminRevokeCoachInvitation: {
    method: "POST",
    path: "/api/admin/coaches/:id/invitations/:invitationId/revoke",
    auth: "admin",
  },
  adminCoachEarnings: { method: "GET", path: "/api/admin/coaches/:id/earnings", auth: "admin" },
  adminExportCoachEarnings: { method: "GET", path: "/api/admin/coaches/:id/earnings/export", auth: "admin" },
  adminRecordPayout: { method: "POST", path: "/api/admin/coaches/:id/payouts", auth: "admin" },
  adminListSubscribers: { method: "GET", path: "/api/admin/subscribers", auth: "admin" },
  adminExportSubscribers: { method: "GET", path: "/api/admin/subscribers/export", auth: "admin" },
} as const satisfies Record<string, ApiRoute>;
