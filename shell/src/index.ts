// An async boundary: shared modules (React, the platform) are negotiated before any app code runs.
import('./bootstrap');
