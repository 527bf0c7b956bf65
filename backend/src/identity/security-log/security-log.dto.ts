import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/dto.js';
import { SECURITY_EVENT_TYPES, type SecurityEvent, type SecurityEventList, type SecurityEventType } from '@homewise/contracts';

export class SecurityEventsQueryDto {
  @ApiPropertyOptional({ enum: SECURITY_EVENT_TYPES })
  @IsOptional()
  @IsIn(SECURITY_EVENT_TYPES as unknown as string[], { message: `Type must be one of: ${SECURITY_EVENT_TYPES.join(', ')}.` })
  type?: SecurityEventType;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'User id must be a user id.' })
  userId?: string;

  @ApiPropertyOptional({ description: 'Part of the account’s email or name (case-insensitive).' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Search must be text.' })
  @MaxLength(200, { message: 'Search must be at most 200 characters long.' })
  search?: string;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be a whole number.' })
  @Min(1, { message: 'Limit must be at least 1.' })
  @Max(200, { message: 'Limit must be at most 200.' })
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Offset must be a whole number.' })
  @Min(0, { message: 'Offset must not be negative.' })
  offset?: number;
}

export class SecurityEventDto implements SecurityEvent {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ enum: SECURITY_EVENT_TYPES }) type: SecurityEventType;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) userId: string | null;
  @ApiProperty({ nullable: true, type: String }) userEmail: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) actorId: string | null;
  @ApiProperty({ nullable: true, type: String }) actorEmail: string | null;
  @ApiProperty({ nullable: true, type: String }) ipAddress: string | null;
  @ApiProperty({ type: Object }) details: Record<string, unknown>;
}

export class SecurityEventListDto implements SecurityEventList {
  @ApiProperty({ type: [SecurityEventDto] }) events: SecurityEventDto[];
  @ApiProperty() total: number;
}
