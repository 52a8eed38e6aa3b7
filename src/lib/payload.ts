import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API, initialised once per process (migrations and seed run on the first call). */
export const getPayloadClient = () => getPayload({ config })
