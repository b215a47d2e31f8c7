/** Who is calling, as guarded controllers of every context receive it through `@CurrentUser()`. */
export interface AuthenticatedUser {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}
