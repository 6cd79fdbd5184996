import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { CurrentUser, Public, ROLES, Roles } from '../common/decorators/auth.decorators.js';
import { Lang } from '../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../common/lang/languages.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { PasswordChangeService } from './password-change.service.js';
import { PasswordResetService } from './password-reset.service.js';
import type { SessionUser } from './session-user.js';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SessionsService } from './sessions.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly passwordReset: PasswordResetService,
    private readonly passwordChange: PasswordChangeService,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) res: Response) {
    const { token, user } = await this.auth.login(dto.name, dto.password);
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/api',
      maxAge: SESSION_ABSOLUTE_MS,
    });
    return { name: user.name, role: user.role };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.sessions.end(req.cookies?.[SESSION_COOKIE]);
    res.clearCookie(SESSION_COOKIE, {
      path: '/api',
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
    });
    return { message: 'Signed out' };
  }

  @Roles(...ROLES)
  @Get('me')
  me(@CurrentUser() user: SessionUser) {
    return { name: user.name, role: user.role };
  }

  /** Any signed-in role changes their own password; rate-limited like sign-in (it checks a password). */
  @Roles(...ROLES)
  @UseGuards(ThrottlerGuard)
  @Post('change-password')
  @HttpCode(200)
  changePassword(
    @Body() dto: ChangePasswordDto,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Lang() lang: Language,
  ) {
    return this.passwordChange.change(
      user,
      String(req.cookies?.[SESSION_COOKIE] ?? ''),
      dto.currentPassword,
      dto.newPassword,
      lang,
    );
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body() dto: ForgotPasswordDto, @Lang() lang: Language) {
    return this.passwordReset.requestCode(dto.name, lang);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() dto: ResetPasswordDto, @Lang() lang: Language) {
    return this.passwordReset.reset(dto.name, dto.otp, dto.newPassword, lang);
  }
}
