import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { VerifyEmailRequest } from '@homewise/contracts';

export class VerifyEmailDto implements VerifyEmailRequest {
  @ApiProperty({ description: 'The token from the verification link.' })
  @IsNotEmpty({ message: 'The verification token is missing.' })
  @IsString({ message: 'The verification token must be text.' })
  @MaxLength(200, { message: 'This verification link is invalid.' })
  token: string;
}
