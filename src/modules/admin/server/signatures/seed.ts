// Demo electronic signature (issue 20): the company admin signs as the authorised signatory,
// with a drawn signature and the company stamp on contracts, invoices, receipts and leases, so a
// newcomer's first PDF shows them. Customers are not asked to sign on screen in the demo (the
// company turns it on in /settings/electronic-signature). The images are small generated PNGs.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { profiles, userRoles } from '../../../../server/db/schema';
import { databaseFileStore } from '../../../../server/files/file-store';
import { SIGNED_DOCUMENTS } from '../../../../core/signatures';
import { signatureSettings } from '../tables';

const SIGNATURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAaQAAACMCAMAAAAEGi3oAAAC91BMVEUAAAAeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooe' +
  'OooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooe' +
  'OooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooe' +
  'OooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooe' +
  'OooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooe' +
  'OooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooe' +
  'OooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooe' +
  'OooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooe' +
  'OooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOooeOoouixG0AAAA/HRS' +
  'TlMAElWLrrKXZS0PbIwZBm+NDS75OmRpA5LMUQs9pokBBazFKBaijwSwVkZ/oCQiXYDhGDVX3Awb8Cq3Dk1bqgfxuBqZK8L+CX0IPoiVcBVUcYIeEXpCFFDu' +
  'pfbBkEljLzMlHM0KAt2bnm67Xrriy/I2RCfv223za62nPCCBxrOkTPXgqyZiIcj9ij/Jluna46FgmJ3VQ+o5XL37E1p2eOwfxOcXz0pY6MpLoyPA9PeTlDLT' +
  'EHlq5rW05cNhczhPUn6vMbzYuVN8aJp3vl+2hJFFN9moHc5Hddfk3jDWv0GDsZw7x/p0SNQsNIf4Z1lOcobfKYVm/OtAjtB7n6kieWgTAAAODUlEQVR42u1d' +
  'eWCM1xafhEjSJBUtk4iaIIRIkCCx1RAqIiRksYcgY9eSir12aq89ltgVQe0eHmKpBLHGWvGsr3j6PFq1VNvvj+ee+yWyzHxzv+/eLzPk/v5J5rvnnrucb+49' +
  '95xzz2g0HBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcBLCxLVbcroS9A58Ja4XjR0IOnJz5fFghXD4W8qCkK58Ta0OpT4T8+JTPinWhtGAEZfi8WBG0' +
  'bqJY3Mt6vP1Y7jPxY3kdnxtrgWcFLJOKlbKfeFXGT6pwKVkJvKtiiVTLLREf/Kw6nx6rgM4Xy8Mv7+Ma+GlNPkHWgFogDH+b/M8DsJRq8xmyPOqAKOoGFiwJ' +
  'wlKy4XNk8fMRCKKeo7Gy+lDWgCsPFkZD/G0xYQRqBIWf82myrNLQGMRQylS5k5QIOQoH1bDubbJc3wSVN+UTZUEEg4yaSVA0BwofPlWWW+y+QBJoESJF0xKk' +
  'FMonKxdalQlr7dTGJ7xQGouQ3pAAoUDTlktGfK/rl89lgW4XqXqDUdBQtBmqGKBqz+XzFt4dOuZzFHQKVrnJZqiVzi7myLogsq5cQhpdrDF/TjdVj5HdoY04' +
  's3Q9gK5nkZeRXy/BKIrHq9emoTdqoQQBZR9E2LeIi8jQL0cq/QegraiH7UDx8yD1DGcdoIEoAkpnoIws0jLy+lKUyFcR76yc4WH4WZMolVrFWtsAItqSiLRP' +
  'UZbRYFFELYYY8jxP+BoeD1XpiJKImA/Tkr1GRd049Lkoo+Ge+UtCRkDBSFW0B0fgPYqQuisiDiuyWh0+0AtDRxvbq/pCmb0aDY9BnL8hpcbmI8ciqjKUEE+u' +
  'xpcd7VgoTWDfcDgwrk9MPw6Rf1QkZaTthGU03hRB/ARUPFHLvOViiO8kcvrJ0E/Poigj7MwRJMLj/YBgCnOFEthOlVHjW1Qh9n3aSPThDo0YrHWwhgjTgqSI' +
  'phCfZuRgOmLqK6fGKAiEeB8c6VrHGjNKu81E/a1ML+pZMP+zpY+rhjkQPM92HO3ln04Nau2O7L46Ic5xEdXtcltA6TWd6sDnO3OMsNeNra0Vmp4rr848VGe+' +
  'NUrH0ybBJ3HBwoJGtUXUrLsBn8XmhQ2hi24sR9VQ9o70Fq5QydWaVOPAyKQlYUuXCSawgLoFHMU7bbl5yp7M/TlgbBghtxacFpKtRSVYMdJfMAPqFwovYkIQ' +
  'CS24fVayG6Qemq4kt1olVGuVJVWHXCqBBPxHroC/M2ibWy7ImKjVQKtnNlaIEFoj/wVeq0i26qgERrBsadiSpMhAg2YdfGxN26r3euBTjpC8ASL+ntlSvkxh' +
  'hPeGQvfQmlQJ8mDhgkSfBJucg7YOPMmCB5NjCvl9BbCTr2c1cjjxbFSwbLkWWtyQOZUAo6Nd9Yg455D8I7GHwsG0fcDutmIyzyistPBNiFmKkpqb1Q7BI1QJ' +
  'ZrqVnlHDUSuxdQq1aLuCTT0zZRjkhqMKH7OZiC3KrXBxqOZWi6oEjRzC9ZKLQOgPiHItrZVRXw9aXC6jCtwU2sZGsQJNeriyqZTdccYqAQG2G7sPJx87gM1O' +
  'WXV2oSqjWUzLbmh9t7LKe1DdeRZTCQiQIiMoQAKxShx5dZitd3tJQ4RMHgb+ofQbretRdsy4ffv7rlSqEphHJFS3o11zAhSxAYvoRhZvMDS/Rek0H1AaNqSL' +
  'T2kgmIekSmAeLv4068S7zv5TmXm2LqrFIEAcvsebFFc/iKofsoxKQIAqbLRvnHjksOx6ZVC1VPqN2l/OIbogwOvegmQu2asE5nEEeLahZTMV2ByVXxHu6x+j' +
  'HsZxaJ9iTnqZ1Z3IVAJWvoSCJ6Qfab+OhhOw8ypQ4rH26007jjRaS3Y6YnCS0kqQvDX7YzRDe614+5faiX0K2ExWUrUyzYaf94scQq3BG+RbCYS5uVWCqEPi' +
  '05HMYlsMS4HhcVo+owXlB8kUFvr/acQkg4rFmpzXjEwlEFEs/xHYsTUuOMPKFtgO2J2l3rXdEZs5ynYEsL+fo+uAFwOLQSqsd4Qqga34Yb8xu+MMXPYNGynh' +
  'lCH07v1kGouFDirTBeCdRywuUFoJBGIrgTb74uJFE0fGVfhsFMJARpnA6pILLZ/2dAriZWpLOA7/viJ/tVfmOAjEm4RQweSh0APfyrpK7foRN1vBi5oRzPIq' +
  'xQoauNyu0XTgOuJwWcaXl8pxECCuhwMkFLjQikDykyvl1NoIBDe0SVCOkg9cipxO0YFAYtWShZXATyCZuFDIUSDcoNObQ7Kkg7WJoZfp6Cs4HlQ/i6IHECM0' +
  'kIGVAOx3ZqwENzHtv8xpKXq8Jk6gWag8bwGPfvQ723VqxzvEgSjfGT0kws5lOQ4GoP9LSzf2qXh/3nx3XfZh0tXKD0iwj1AoRDnAwXNUwSRudHfAwbtbkYFK' +
  'AHb8OZJt3cYV75DYE7zFWwvNlR5s4PAn3GVg/4P3ZSuVEQTSlwyh+yLdZKAS6FaZy1R4UZBzatfew+T3lckI+1CvMoh4w1oDnWs1AbHYo7R2G1T730wcB20R' +
  'TQfTTV0T5GXJ0+HgKSFdyVqHDRcHXOll5Pkz4tSSjgloZ0sVrgnY+sjGcQChLGkmi8U0yGVl9C4DV3kge1xanOO3M4tECtiLRJk4A9scZK6YasQSGCTNtEMw' +
  'S3kxYwdxJV+Zi1bofnxvn0W6LJxoifra2Y+IS6CqVgIyQFqHJEmd4aFMlt/janUDZM3rI3zrwYuBjLBXdxe162QPwTUuFuGFZlEbsdhutKgV5i/fMhIn9iyJ' +
  'vAqOIBTqMblwgrOg/4eazyLEJkJFK4G8g7nB9PnooQKmkdtw3TYGOdMhCJfYJC4YyCh/Uk9jLzCZlQDhNLNYAs1YEx7ITCX7UY5ilCb6LtYR7dB7MHVaCJMR' +
  '4Z6vo2fkAldsFagEj+HfAA0zpBrP6iAm4FEaL2M4KhArhsFiWrPtbLInGG4gZitYsBoKtxpkqwQGf5OBCQoB16t6m5BRunK+D8XeDzR3uW6DSHiK0YDGs1C/' +
  'sUrwi7LwQggeIVULZdgR88UgHsYdqEPDNzJLHMYhqVWsR3Zas1aMhgNrlLCBggOtSoANQmwvux4qqMKJ3nDKdryrZw8o2dSxzWt79lLO7Eo+3Kz/r5KVk1V4' +
  'ITjNv2ab+QZC3MblfpIi0xZkVhcXhCfG+ry6a3bxHmZDwq9xjAWtBH4KY2alX/j8l/5Ek8H/GPDWn8wZ4+VReVe9hk/ds4uGlWI3mmfgHiY7l5BZCQR5VgIc' +
  'ojRCwxj38qhxhl9x1yLYMK9x691oNz0TreO6mKO/vXucyDAX1W6ShMHkVgJb6R+WMIZ0dZI+7oRVXAzYaI9DFdjdvdYk/SZ95PNiORaI2DvDTCW4AkFs8s2G' +
  '7BPV6eDWY2Iu/ZU8DSUR7l81OSF9VjMdCk7995yZSoDtz3Jc6BCd3FmFPHVYMgc1hts/if19zrgFPyej05LIOtd//tR/1CpBM5kRR9gm/Zi9jDS6R3k7/UiF' +
  'X9cwPC6f92ekb2QkGFg3EpCdaImZ4wAOI3eIO4BdfTs0amB0nr7/rtWohCDbkwvGplVtlpGaHfel0+o9bIK3OCRdq/ZiZTHfc1fXulPwh9ARX5aOg0B5jj9f' +
  '9raGAhYGlX8lXad1iY8KmNo8c0h6t+th9+xmDnpZcAJfKecfLLB3HEAwYQ9CYnzAvK3W/CUMEscxj9UtI53BM95x3erntWM6zHt2fn7xilnbyC5tKG+ytQqX' +
  'EMvK+BVlvNqe1qiHuDFji0fHKZdISMPwyEpxr5/W7DemdeMul4YJSkFhdGtEn5fA+MGLaAPQuqu52MmWiHeoa/uek4+XS0ke3vLCZ0sXdhQYgqZrXWjzEhRE' +
  'f8Qvk4QSe8UyLSISrT5weZBf9/uxG05F/1E57c1igTXqXT3mlnE2NnN5oN5bRzWxTpR5CYwAnMZ3ibXvPwtDIi4eUc41HJJ8bO0zpv+1z/2AoAZaZN3aXL7t' +
  'koeT34OMynpCPy/ODfJIy3zZcolPup0ScXbv9XZV7k0aONN/maAOpk1c09jtzycRi/Sa9w9jiOIs4ztSpV+7HZte88mzo9NLjLPbuj6ro6A+Zr9pOtdppX3E' +
  'xUzNB4AgkiSwBvwjF6+lzsWx6QP2rmjXdUGF/pvmvHopFCJWLdw6af7vD0pHXDus+UBhh8b5jMAehX53NPD1+A32h9q5VR5b8cQrobDxVdaXTUfO+nXFqeSn' +
  'MYM1RQn1TeSUCETa7ckqm5v2utGiUEXRZOL6M8d8L9xZUabmkWutQimVrQ8EcDmuSsOY9BfRF/7+ovfPhSqQE1v/3lErcUmjGTsTroQ3DPU2cInk0QVGpdq3' +
  'nL9/14RCk0jnumtGlLjT5mzq7cfPV3s5hnhyiRjDldgpLe+d+a4wJLLM/9u7fX55MOXIkMHNRwfsjnfhEpFC96fDnapeUlckB9z3/TU9w97WJ8mhhnOUh4uW' +
  'S8TsEVHnrX+c+vGOW+qcSBa/Sav8R/SpDbH3u/sFLQ/Uc4koAXOxzBqenFLu+OSe7V351m5xIQ271KVx6zH9aj59HVcpMtymjfg4gU+ppYS0Lati8fnnn83r' +
  'EFP7+cOCXmvdjM744UZnPqMqwIjd+OWgmXb3wq53Sx+S2XxqQFR8/q1dvIYvpIti0qXPFp90CuETqgbc114951ts5Ytq15IctgTbeJBs7bHZ4rwVffZJyaE5' +
  '0h3AtyArQqaxJXH9VD4xVoXw/gVklMq/RlaHmDznqh9suYisEjfdsp1mLSvx2eDg4ODg4ODg4ODg4ODg4ODg4ODg4ODg4ODg4ODgsDT+D/9/rdBad/PRAAAA' +
  'AElFTkSuQmCC';

const STAMP_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAANwAAADcCAMAAAAshD+zAAABwlBMVEUAAAAPdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4P' +
  'dm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4P' +
  'dm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4P' +
  'dm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4P' +
  'dm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4P' +
  'dm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm4Pdm6j/P7RAAAAlXRSTlMALEdhfJavxtrq9v2wCTRimjU3dQE9iwUgaNhpFSUeD28XBMu9' +
  'iUMKAnq2bjsMKajphAanlT/R9XQkH3caoTAbDgjPGbhetCfIUaALE1UDQCY6kqmC1iFcXSta03BQQldS0OZZLQ0uW+vl4F/feB0HohbAcRwqSfwxhtQYI44z' +
  'L5uyT8oUYORyl23JPplzeU28EPsSETivBPIAAA6jSURBVHja7V35X9NIG09bsNDKnRYVWKClyH3J4QEIiBweVDl2KxQWwQMF7wORFfdwXd1d3dd93/6/L2mT' +
  'dpLMJHOW0A/Pb00yz+RpZp7jO888I0lHdERHdESHiFxuT17+MW9Boc+f8PsKC7zH8/M87qJDLlVxSWlBwooKSkvKDqFc5RXeBC55K8oPjVxyIOhLkJIvGKh0' +
  'vGQnTp5K0NKpqmoHS1aTl2ClvO8cKVltnT/Bg/x19Q6TLOQOo961IeJpPG1q0NToiTSg/o2w20Gi1TdD37GltU22a9rW2gJt29zuDNE6Os3v1tUd6CFQr91d' +
  'ZhZnOhxgqM32rLeviZxPX6/Z/hUfrGhl/YYXGjh7jprZ+bMDBm79B+i/uIxf7cIJVjN5wfj1XAcj2qBhrg0Nc2E7PGSYexcPQPkbNKSniRvrEY9Bc45mWTa3' +
  'rvuxAG/3dEzHP6t279K4zp6JmBcunf0bv5Q12S6D/U5MCuplcgLs5rKcHUUC6sgpkdrMNQXqzcEsyDYNRmEBwZ0FwMhwWrRoRVdADZmFoQJqzitXxfqRoF27' +
  'lpVZcA20eyL9zetAP21Z019tQK/XRXUyE8x0EqRC5s5Fb1DNBbDjGTGhNqAlb2K3air3zE5BArapWU85/nveBLRmrQjoJ8N/bgTvS0fnF2wwhYX5KJ6EI3OZ' +
  'Rt/zj9syzH/Ais9msVGT2T4chrFMA95xHuBL3rJXcItGRGVpLhKPLbtXoivu5Vg8MrdkRE0W7VXvLVG+5o9pvg12Q7599Tbw1mu963dQ/sd67xrw5O3Vu3aT' +
  'viH98I8cZStJc+22iWzuAVZpIlZjy7kmBniQQ/dsgoXu9KMl3GQ7meZ531qDTG+kv1gcX+nfiD/Qmm1MW+uX++k3OcldNsuZ316lPfZwkxT3D21uaY2rLEG9' +
  'Ps7SZcakVQTQU6c99egxVTePH2kM6p5YRQpcR2ZGl1igP5WafxuOMnQV1ZSspxLH3rJrlYwNsAiGG9VHntYw9lbzVOXUaAEDcLMIadvtf4bGG5+rYCyPcHJQ' +
  'BWefn0c+8szPx5pnxgBSttALVY+/5KS/XqrW5EUIKR0XT6zWfky+Smn/MM9IqyM19zZe2Y9Mei96xmunS2RVR77m7O29VvWmbDeivNQRUNDOBtSn/uII//D/' +
  'aiQ1IOrtLEKQNe7us7So22+wOcoJfNTlzTZG39SxeYeNzyWnNEmQAOyeTBCAnKOpgfNCtvHEaGb76bSvjOg7tQ6yQsJzJ7FD8vhKsodOxL+X9qIpJoWG4TXA' +
  '44DqpDP4dpfIg9xvESJpsPtW6WQLnsHRpEVAV4hlm7ZWtj8l770jelVpb7/JHplD/S7Zz0/WhooUrR20jrvfJ+/FCJn+vN/mZ8I2KXThvXVsTuYayV5LvKQ8' +
  'eY8USx9NtiJdbAskW5Vb4ipeIuhbW8eZk9FAG7GWiiabEYcNHRZgooaJXSbgl3ZvRtDfjTxq+yXZ7hfySA/97UYwQhYjjVthr8n5tk2ew3RXZXqXuGX9NnLe' +
  'aWjtOHEMF0TqyW2K/LpfVa6/kjet3kbqzCBhbFekfWvYekB18g5N7tlvKtffKNrWJ1tWk74shJot1nFGt+jmmyR9SIcpH2gQlqQ1h2labQ2oGYvPRQ1FhJmI' +
  'TupVst/Twv1O7el2wpS3hpRi5atouTMwgPsFjX1L0ce0cB+p2ift3QvIjWtaNg4GEy1S8qDijBjVuz0GkHM67C+GioA8GMijSqpvMhBCTOt3dMHhH4Bwf9Cx' +
  'eIdQZSE1K8Bry6FMfQHI2GtS4u4lLF+ZOPkXy4tWYoRwE8pDSyTscvxkNcdwCjJ1k3gJXoxT9IlItE94enw3iatAXlpduu2X8XBKyPh9RRSbviaQDRteSkav' +
  'r9B6ohhrxk1ABsUGGRyzO4Up2hRBwKv4IxuQiTGBM+s03GQSbgW2SeKVps9Ysn0myWUc3Ybbg0kcPEW1cS3mO+eV62/I1NsdDNnukLF8o7SBIO0t9rauHjnj' +
  'ZGU9IEKqvG31yifidBYFz3wuI2ddva1XOWa+00gJM73mo0kAtBaxBjRm52H2IG1cJTVmbqFXpnZpGCb/rkqkreuxi+OaoB5OmC5HD6lXPtNlRcthqG/YZBfX' +
  'hVFe5VWmjLk7PDSJQaNfRXmYYRvkpBbqmwzRvkw6htITfUb9ENRPqbVGU+pQcVzyw9GvLV6GCneZmt9L+KdT47o6+GBWV2PNex+UHIxe6neR/oQK9yc9Q2Vl' +
  'ucp0dVhd34aqhhqUOulhG0XtCIXSzjbOe1AqBZp0oO7JvGC6oSwbPKX/n/9CCPcXPcun0AUCdR9QHmxUolaI5Q3U34FHfyOE+5uepTLINkzDT1tLhoxL9ZbP' +
  'dOuehYLFoBmkEWdI6FWMlikLTh5ALuCrGV5foFooyvYva7QzugP8YhgNUahW/4LMClP3d5v29iVR8BD9e8Qz0ihrc3uZn3F6piEoLn9O3W9uenwEpStX9y9+' +
  'pX+NDKS3kwoGMx/vIwPXr/vtV1H6cgTheJrNWT81FqdDFYEl1fTHY9h1oSCF/VADCHP8g4isDGVtYIvhL/5H99kk3cf7h4HvFmztoA++gCP7EH7l4v7FTYaX' +
  'OG74bODHO87Ad3O//SLCvzRqfPVyF1TpMtQTeGL6bODHe0LPuB5qoLqgn6gckXOi6MoHDH/wG2QCwx45JqOjBzB9qeamGFZhKxBTsY9NZe/3toNCzPY/XjcD' +
  '5zhMQ6hqsQKKV5r0l7Kv4wbDK1jmnewlGDjfUPaSIHSzF+ojyTCHk8GCC6QQ8n2Nnt0HBF75AY4+O4ImYIu0LZDFW3VtpxXmw8UcKlwM5vO2QtZ7ShCr4PMo' +
  '/zaRXUJ55PPGi22QPQelCHBlAZXP5ADhlGyrBQTIVQpeK4AjmsqkXZMcKpy0BlF2Kq5cYHanTdhKPRIZcoJwvRDnSUO5gOBGzYr9j7G54resO1a4dVhGWIMp' +
  'e1bNrozAUNxhyak0DEPHI6YMzPcIHH0WkZPkDKqG+Sgqqg5kwbkRu4OmrJZNDpwU5TFlvNhoWg/xINYcEUCZQ0iGzUaXaRCqeOxLiHBLknNpCSLcSxMym5+6' +
  '8g0i3JyDhZuDCPctJUq+EQswpyzSrINnkSIQ4dT8y+OmaK4SIlzcwcLFIcJVmiK6AgRm6eCYQIsLENgl4H8VIlYQ9q8tO1i4ZYhwarhamLniQwvndrBwbrRw' +
  'vswVP1q4FQcLt4IWzm9yg2HucdTBwkUR76yXJae/XE7PuZzWljlt53LaQzmWy75lTkcFOR3P5XQkntMYSk6jXzmNW+Y04pzTawWa/2VMnciJVZ7cXp/L6ZXV' +
  'nF4Tz+lshpzOQxGWQSSO8DOIhOV+iY1UMXO/rLL21hwp3Bp+1p6ofEthRJJvKSxT1jDfuUWHJJmyljnOD3m9EVHFNmsiyXFGZ6ffZstO1xFhxTYLIstOt9xX' +
  '8IifaeJkNMn2FQjbEQIQecU2SwuOvyNE2F4egGgqtsGJdC+PqF1Y+hiFvGIblEh3YQnbP6f7u/kMAuL9c8J2PqaJtmKbmYh3Pgrbs6rTTFQV24xEsWdV2G5j' +
  'lRgqtkHMGeFuY/Q+8Xa2feIqsVRs0xHNPnFhO/x1wT5lxTbjjDOLYLPDX1RthhQxVmzLEF1tBjFVNTRirdiWVg2UVTVE1EMBPV22im0q0dZDEVDJJk0cKrZl' +
  'ZghNJRt+NYiEVGxLEn0NIm7Vo8RUbJOYqkdxrPslpGKbNPovQ92vnK7Yxq/WnpCKbYy19jhVSUwR74ptrFUSbetbviVBHPhWbAstMda35F2ZlGfFNvbKpLxr' +
  'yvKr2MajpizvasC8KrZxqQbMv44zl4ptnOo4c6/AzaNiG68K3Nxrp3Oo2MavdjrvqvfsFds4Vr3nfF4Be8U2rucV8D1pgrliG+eTJrieEcJasY33GSE8T3dh' +
  'rdjG/3QXjufyMFZsE3AuD8cTlZgqtok5UQnzLKwle6XJUrFN1FlYvE4xY6nYJu4UM+zz56yLd9FXbNPOn0PcZjp/DvvkwH8tMTHqim1iTw7kcuYjbcU24Wc+' +
  '8jitk7Jim3ZaJyrk43BaJ4dzVqkqtmXlnFWiE3KfQlcnKSq27arnG4s+IZfwbONdiZ0uZu9s49w+lRrzPHH5cJ4njnsSfFH6JPivdGuL/82cBB/CQB75nASf' +
  'zgqzsKgp01SlPba1SZpbO7r5UGtcZelNpW03LMOLUbr7ls9VTm9oDz6In8NmfyO+pjXbmLYGM+9zlw0cmd02SOq9oUxIMxGz1y/fYhOZBkP3bELobs5j0qhV' +
  'GuzMprzaDwSka73rqMzf9+u9a8CTt1ftvPvaBq66BGYRELG5LtZbDBsQhaW5SDy27F6JrriXY/HI3JLhfnjxf7ZcbyU42gCENUfhKsaZP4u9ajzbh483cLHd' +
  'VvYlMTeC1aInOr9gI9fCfBQP27k7l+DkcyGGvDfD/yZ+sz3PLGwVa2rWU46PWd3MNPTWSiJoJpjpIlgkZY+KwI5nRPVyHfjr27ImWxvQ63WB/XQA/Qxdy4po' +
  '1wDLyZo5aDdCrgBdebJQt8ED9HflqujepoHefAHBnQV8QG/TWRgng15Q6bkE9uQC1ax3MDszXLdUOjEpqJfJCd1CbNZKl1waB/ttEfH1XC1gF+OXpCySW2eR' +
  'xzjPPTkwpuOf7eJjM816j8PTxI31iEfPunlUyjoNdurfYYhP5ZThIT3bMxelAyGX1+AwXjjB6p1fMHD0uqQDo7J+w8sMnD1Hzez8lwEDt/4y6UCp2Gty+Hv7' +
  'KOZfX6+Jj7dYOnDq6DQHNF3dAfwzd+RAd5eZxZkOyRFU3wyNRFta22wtb1trC7Rt813JMRRyhxGxtr8h4mk0O7xyoyfS4Ee0CTuuqOZInZ9L0Rp/nROrJUhS' +
  'TR6zaHnfSc6lEydPUQt2quqZ5HSSA0EfsWC+YKBHOixUXuHFFsxbUS4dPiouKS2wFKugtKRMOtzkcnvy8o95Cwp9/oTfV1jgPZ6f53Gflo7oiI4ox+j/H/Yc' +
  '2u4xJ/kAAAAASUVORK5CYII=';

export async function seedSignatureDemo(tx: Tx, ctx: { companyId: string }) {
  const [admin] = await tx
    .select({ userId: profiles.userId, first: profiles.firstNameAr, last: profiles.lastNameAr, position: profiles.positionAr })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.userId))
    .where(and(eq(profiles.companyId, ctx.companyId), eq(userRoles.role, 'company_admin')))
    .orderBy(asc(profiles.email))
    .limit(1);
  const store = databaseFileStore();
  const [signatureFileId, stampFileId] = [randomUUID(), randomUUID()];
  await store.put(tx, { id: signatureFileId, companyId: ctx.companyId, kind: 'signatures', contentType: 'image/png', bytes: Buffer.from(SIGNATURE_PNG, 'base64') });
  await store.put(tx, { id: stampFileId, companyId: ctx.companyId, kind: 'signatures', contentType: 'image/png', bytes: Buffer.from(STAMP_PNG, 'base64') });
  const name = [admin?.first, admin?.last].filter(Boolean).join(' ') || null;
  await tx.insert(signatureSettings).values({ companyId: ctx.companyId, signatoryName: name, signatoryTitle: admin?.position ?? null, signatureFileId, stampFileId, documents: [...SIGNED_DOCUMENTS] });
}
