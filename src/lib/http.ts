// One JSON error shape for the public API: { error, msg } plus optional per-field messages.
import { NextResponse } from 'next/server'

export type ApiError = { error: string; msg: string; fields?: Record<string, string> }

export function jsonError(status: number, error: string, msg: string, extra: Partial<ApiError> = {}, headers?: HeadersInit) {
  return NextResponse.json<ApiError>({ error, msg, ...extra }, { status, headers })
}

export const notFound = (msg: string) => jsonError(404, 'not_found', msg)

export function json<T>(body: T, init?: ResponseInit) {
  return NextResponse.json(body, init)
}
