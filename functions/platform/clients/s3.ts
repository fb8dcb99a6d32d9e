/** The S3 client, created once per container (see dynamodb.ts for why one module per client). */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.ts';

// Path-style URLs for the emulator; checksums only when required, because the emulator stores
// streamed uploads corrupted when the SDK adds its default ones.
export const s3 = new S3Client({ forcePathStyle: config.s3ForcePathStyle, requestChecksumCalculation: 'WHEN_REQUIRED' });
