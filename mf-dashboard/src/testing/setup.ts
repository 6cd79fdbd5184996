import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The suite shares two cores with other work: a lazy screen may take more than the default second to appear.
configure({ asyncUtilTimeout: 5000 });
