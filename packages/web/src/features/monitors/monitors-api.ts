import { monitorsContract } from "@xa/core/monitors/monitors-contract";
import type { z } from "zod";
import { call } from "../../api/call.ts";

const op = monitorsContract;
export type CreateMonitorInput = z.input<typeof op.createMonitor.body>;
export type UpdateMonitorInput = z.input<typeof op.updateMonitor.body>;

export const listMonitors = (team: string, offset: number, limit: number) =>
  call(op.listMonitors, { query: { team, limit, offset } });
export const getMonitor = (id: number) => call(op.getMonitor, { params: { id } });
export const createMonitor = (body: CreateMonitorInput) => call(op.createMonitor, { body });
export const updateMonitor = (id: number, body: UpdateMonitorInput) => call(op.updateMonitor, { params: { id }, body });
export const deleteMonitor = (id: number) => call(op.deleteMonitor, { params: { id } });
export const listAlerts = (team: string, monitor: number | undefined, limit: number) =>
  call(op.listAlerts, { query: { team, monitor, limit, offset: 0 } });
export const markAlertsRead = (team: string, ids?: number[]) => call(op.markAlertsRead, { body: { team, ids } });
