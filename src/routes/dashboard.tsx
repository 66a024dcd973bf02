import { createFileRoute, Outlet } from '@tanstack/react-router';

// The dashboard shell; access needs a valid token once accounts exist (issue: accounts).
export const Route = createFileRoute('/dashboard')({ component: Outlet });
