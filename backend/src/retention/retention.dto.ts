import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CLIENT_IMPORT_MAX_CHARS, type ClaimAccountRequest, type ClientImportRequest } from '@homewise/contracts';
import { NewPasswordField } from '../identity/auth/auth.dto.js';

export class ClientImportDto implements ClientImportRequest {
  @ApiProperty({ description: 'The CSV text: a header line naming the columns (Email required), then one client per line.' })
  @IsString({ message: 'csv must be the text of the CSV file.' })
  @IsNotEmpty({ message: 'The file is empty. Its first line must name the columns, e.g. Email, First Name, Last Name.' })
  @MaxLength(CLIENT_IMPORT_MAX_CHARS, { message: `The file is too large: at most ${CLIENT_IMPORT_MAX_CHARS.toLocaleString('en-US')} characters.` })
  csv: string;
}

export class ClaimAccountDto implements ClaimAccountRequest {
  @ApiProperty({ description: 'The token from the invitation link.' })
  @IsString({ message: 'The invitation link is missing its token.' })
  @IsNotEmpty({ message: 'The invitation link is missing its token.' })
  @MaxLength(200, { message: 'The invitation link is not valid.' })
  token: string;

  @NewPasswordField()
  password: string;

  @ApiProperty({ description: 'Agree to share mortgage details with the officer who invited you (false: claim and stop sharing).' })
  @IsBoolean({ message: 'Say whether you agree to share your mortgage details (shareConsent: true or false).' })
  shareConsent: boolean;
}
