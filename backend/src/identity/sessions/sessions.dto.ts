import { ApiProperty } from '@nestjs/swagger';
import type { ActiveSession, ActiveSessionList, SignOutOthersResponse } from '@homewise/contracts';

export class ActiveSessionDto implements ActiveSession {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Chrome on macOS' }) device: string;
  @ApiProperty({ nullable: true, type: String }) ipAddress: string | null;
  @ApiProperty({ format: 'date-time' }) signedInAt: string;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
  @ApiProperty() current: boolean;
}

export class ActiveSessionListDto implements ActiveSessionList {
  @ApiProperty({ type: [ActiveSessionDto] }) sessions: ActiveSessionDto[];
}

export class SignOutOthersResponseDto implements SignOutOthersResponse {
  @ApiProperty() message: string;
  @ApiProperty() signedOut: number;
}
